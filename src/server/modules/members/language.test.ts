import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, newMobile, post, registration, startRegistration, verifiedMember } from '../../testing/accounts';
import { addVehicle, asWorkshop, receiptFile, submitOk, submitService, workshopKey, workshopVerify } from '../../testing/loyalty';
import { serverTextsEn, serverTextsMs } from '../../../shared/serverTexts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TLG7001' });
  key = await workshopKey(t, 'TLG7001');
});
afterAll(() => t.close());

const inbox = async (token: string) =>
  (await get(t, '/api/user/notifications', token)).json().result as { sender: string; subject: string; message: string }[];

const profile = async (token: string) => (await get(t, '/api/user/me', token)).json().result;

describe('the language a member registers in', () => {
  it('is Malay when the register screen was: the code SMS, the profile and the welcome are in Malay', async () => {
    const { mobile, tokens } = await verifiedMember(t, { language: 'ms' });
    const [sms] = await t.outbox(mobile);
    expect(sms.message).toMatch(/^Kod pengesahan Quartz Loyalty anda ialah \d{6}\. Kod ini tamat tempoh dalam 10 minit\. Jangan kongsi kod ini dengan sesiapa pun\.$/);
    expect((await profile(tokens.access_token)).language).toBe('ms');
    expect(await inbox(tokens.access_token)).toEqual([
      expect.objectContaining({
        sender: 'Program Kesetiaan Quartz',
        subject: 'Selamat datang ke Program Kesetiaan Quartz',
        message: serverTextsMs.inbox.welcomeMessage,
      }),
    ]);
  });

  it('is English when the registration does not say (the original web app)', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const [sms] = await t.outbox(mobile);
    expect(sms.message).toMatch(/^Your Quartz Loyalty verification code is \d{6}\./);
    expect((await profile(tokens.access_token)).language).toBe('en');
    expect((await inbox(tokens.access_token))[0].subject).toBe('Welcome to the Quartz Loyalty Programme');
  });

  it('must be en or ms: anything else is refused and nothing is sent', async () => {
    const mobile = newMobile();
    const { res } = await startRegistration(t, registration(mobile, { language: 'fr' as 'en' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, result: null, error: expect.stringContaining('language') });
    expect(await t.outbox(mobile)).toEqual([]);
  });

  it("answers a registration's own refusal in the language it names", async () => {
    const { mobile } = await verifiedMember(t);
    const { res } = await startRegistration(t, registration(mobile, { language: 'ms' }));
    expect(res.json()).toEqual({ status_code: 409, result: null, error: 'Nombor telefon bimbit ini telah didaftarkan' });
    const bad = await startRegistration(t, registration(newMobile(), { language: 'ms', email: 'not-an-email' }));
    expect(bad.res.json()).toEqual({ status_code: 400, result: null, error: '*Sila masukkan alamat e-mel yang sah' });
  });
});

describe("a visitor's errors", () => {
  const login = (acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      payload: `mobile_number=${newMobile()}&password=Wrong%23123x&captcha=`,
    });

  it.each([
    ['ms-MY,ms;q=0.9,en;q=0.8', 'Nombor telefon bimbit atau kata laluan tidak sah'],
    ['ms', 'Nombor telefon bimbit atau kata laluan tidak sah'],
    ['en-GB,en;q=0.9', 'Invalid mobile number or password'],
    ['zh-CN', 'Invalid mobile number or password'],
    [undefined, 'Invalid mobile number or password'],
  ])('follow Accept-Language %j', async (acceptLanguage, error) => {
    const res = await login(acceptLanguage);
    expect(res.json()).toEqual({ status_code: 400, result: null, error });
  });

  it('follow Accept-Language on an unknown path and a missing token too', async () => {
    const headers = { 'accept-language': 'ms-MY' };
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers });
    expect(me.json()).toEqual({ status_code: 401, result: null, error: 'Sila log masuk untuk meneruskan' });
  });
});

describe('a member with language=ms', () => {
  it('gets the server errors in Malay, whatever the browser asks for', async () => {
    const { tokens } = await verifiedMember(t, { language: 'ms' });
    const auth = { authorization: `Bearer ${tokens.access_token}`, 'accept-language': 'en-US' };
    const car = await addVehicle(t, tokens.access_token);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vehicle',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `model_brand=Perodua&model_name=Myvi&plate_number=${car.plate_number}&mileage=0`,
    });
    expect(again.json()).toEqual({ status_code: 409, result: null, error: 'Nombor plat ini telah pun didaftarkan' });

    const unknownCycle = await t.app.inject({ method: 'GET', url: '/api/cycle/00000000-0000-4000-8000-000000000000/services', headers: auth });
    expect(unknownCycle.json()).toEqual({ status_code: 404, result: null, error: 'Kitaran servis tidak ditemui' });

    const badProfile = await post(t, '/api/user/me', { fullname: 'Siti Aminah', birth_date: '1990-05-17', email: 'siti@example.com', address: 'No 1', state: 'Johor', country: 'Malaysia', postal_code: '81200' }, { token: tokens.access_token, method: 'PUT' });
    expect(badProfile.json()).toEqual({ status_code: 400, result: null, error: '*Alamat mestilah sekurang-kurangnya 8 aksara' });
  });

  it('gets a duplicate receipt refused in Malay', async () => {
    const { tokens } = await verifiedMember(t, { language: 'ms' });
    const car = await addVehicle(t, tokens.access_token);
    const other = await addVehicle(t, tokens.access_token);
    const receipt = { content: receiptFile('png', 'one receipt') };
    const fields = { workshop_id: 'TLG7001', current_mileage: 1000, oil: 'QUARTZ70005W30', total_bottle: 1 };
    expect((await submitService(t, tokens.access_token, { ...fields, vehicle_guid: car.guid }, receipt)).statusCode).toBe(200);
    const res = await submitService(t, tokens.access_token, { ...fields, vehicle_guid: other.guid }, receipt);
    expect(res.json()).toEqual({ status_code: 409, result: null, error: 'Resit ini telah pun dihantar.' });
  });

  it('reads the verified and rejected messages in Malay, the reason as the workshop wrote it', async () => {
    const { tokens } = await verifiedMember(t, { language: 'ms' });
    const token = tokens.access_token;
    const car = await addVehicle(t, token);
    const other = await addVehicle(t, token);
    const verified = await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'TLG7001', current_mileage: 1000, oil: 'QUARTZ70005W30', total_bottle: 1 });
    const rejected = await submitOk(t, token, { vehicle_guid: other.guid, workshop_id: 'TLG7001', current_mileage: 2000, oil: 'QUARTZ70005W30', total_bottle: 1 });
    await workshopVerify(t, key, verified);
    const reject = await asWorkshop(t, key, 'POST', `/api/workshop/service/${rejected}/reject`, { reason: 'Resit kabur' });
    expect(reject.statusCode).toBe(200);
    const [rejectedNote, verifiedNote] = await inbox(token);
    expect(verifiedNote).toMatchObject({
      subject: 'Servis disahkan',
      message: `Servis anda ${verified} untuk kenderaan ${car.plate_number} telah disahkan oleh bengkel. Terima kasih kerana menservis kenderaan anda bersama Quartz!`,
    });
    expect(rejectedNote).toMatchObject({
      subject: 'Servis tidak diluluskan',
      message: `Servis anda ${rejected} untuk kenderaan ${other.plate_number} tidak diluluskan. Sebab: Resit kabur. Sila semak butiran anda dan hantar servis itu sekali lagi.`,
    });
  });

  it('reads the 5-day expiry reason in Malay too', async () => {
    const { tokens } = await verifiedMember(t, { language: 'ms' });
    const car = await addVehicle(t, tokens.access_token);
    const code = await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TLG7001', current_mileage: 1000, oil: 'QUARTZ70005W30', total_bottle: 1 });
    const reject = await asWorkshop(t, key, 'POST', `/api/workshop/service/${code}/reject`, { reason: serverTextsEn.loyalty.verificationExpired });
    expect(reject.statusCode).toBe(200);
    expect((await inbox(tokens.access_token))[0].message).toContain('Sebab: Tidak disahkan oleh bengkel dalam tempoh 5 hari.');
    const [vehicle] = (await get(t, '/api/loyalty', tokens.access_token)).json().result.vehicles;
    expect(vehicle.services[0]).toMatchObject({ status: 2, reject_reason: 'Tidak disahkan oleh bengkel dalam tempoh 5 hari' });
  });
});

describe('the language switch of a signed-in member', () => {
  it('keeps the new language on the profile, and later texts follow it', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const res = await post(t, '/api/user/me/language', { language: 'ms' }, { token: tokens.access_token, method: 'PUT' });
    expect(res.json()).toMatchObject({ status_code: 200, error: null, result: { mobile_number: mobile, language: 'ms' } });
    expect((await profile(tokens.access_token)).language).toBe('ms');

    t.clock.advance(181_000); // one code per number per 180 seconds
    const forgot = await post(t, '/api/user/password/forgot', { mobile_number: mobile, captcha: '' });
    expect(forgot.statusCode).toBe(200);
    expect((await t.outbox(mobile))[0].message).toMatch(/^Kod set semula kata laluan Quartz Loyalty anda ialah \d{6}\./);

    const back = await post(t, '/api/user/me/language', { language: 'en' }, { token: tokens.access_token, method: 'PUT' });
    expect(back.json().result.language).toBe('en');
    const unknown = await get(t, '/api/cycle/00000000-0000-4000-8000-000000000000/services', tokens.access_token);
    expect(unknown.json().error).toBe('Service cycle not found');
  });

  it('refuses a language we do not speak and changes nothing', async () => {
    const { tokens } = await verifiedMember(t, { language: 'ms' });
    const res = await post(t, '/api/user/me/language', { language: 'zh' }, { token: tokens.access_token, method: 'PUT' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, result: null, error: expect.stringContaining('language') });
    expect((await profile(tokens.access_token)).language).toBe('ms');
  });

  it('needs the member signed in (the refusal is in the language the request names)', async () => {
    const res = await post(t, '/api/user/me/language', { language: 'ms' }, { method: 'PUT' });
    expect(res.json()).toEqual({ status_code: 401, result: null, error: 'Sila log masuk untuk meneruskan' });
    const english = await post(t, '/api/user/me/language', { language: 'en' }, { method: 'PUT' });
    expect(english.json()).toEqual({ status_code: 401, result: null, error: 'Please log in to continue' });
  });
});
