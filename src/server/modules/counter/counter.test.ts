import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, verifiedMember } from '../../testing/accounts';
import { addVehicle, DAY, freshToken, submitOk } from '../../testing/loyalty';
import { asStaff, workshopOwner, workshopStaffMember, type StaffLogin } from '../../testing/workshopStaff';
import { loyaltyErrors } from '../../../shared/contract/loyalty';
import { workshopAppErrors, workshopAppPaths as paths } from '../../../shared/contract/workshopApp';

let t: TestApp;
let staff: StaffLogin;
let otherStaff: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TCT1001' });
  await createWorkshop(t, { workshopId: 'TCT1002' });
  const owner = await workshopOwner(t, 'TCT1001');
  staff = await workshopStaffMember(t, owner.token, 'Muthu Raman');
  otherStaff = await workshopOwner(t, 'TCT1002');
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
let plateSerial = 0;

/** A member with a car and a service pending at the workshop. */
async function pending(options: { workshopId?: string; language?: 'en' | 'ms'; oil?: string; bottles?: number } = {}) {
  const member = await verifiedMember(t, { fullname: 'Nurul Aina binti Hassan', language: options.language ?? 'en' });
  plateSerial += 1;
  const car = await addVehicle(t, member.tokens.access_token, { plate_number: `JKT ${plateSerial}${process.pid % 100}`, model_brand: 'Proton', model_name: 'Saga' });
  const code = await submitOk(t, member.tokens.access_token, {
    vehicle_guid: car.guid,
    workshop_id: options.workshopId ?? 'TCT1001',
    current_mileage: 42000,
    oil: options.oil ?? 'QUARTZ8000GF60W20',
    total_bottle: options.bottles ?? 1,
  });
  return { ...member, token: member.tokens.access_token, car, code };
}

/** Whoever refreshes: the clock moves past access tokens' 15 minutes in these tests. */
async function staffToken(who: StaffLogin): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: paths.refreshToken, payload: { refresh_token: who.refreshToken } });
  const result = res.json().result;
  who.refreshToken = result.refresh_token;
  return result.access_token;
}

const serviceRow = (code: string) => t.database.db.selectFrom('services').selectAll().where('transaction_code', '=', code).executeTakeFirstOrThrow();
const inbox = async (memberToken: string) => (await get(t, '/api/user/notifications', memberToken)).json().result;

describe('the counter', () => {
  it('lists the workshop’s pending services oldest first, with their age and the time left before the 5-day limit', async () => {
    const older = await pending();
    t.clock.advance(2 * HOUR);
    const newer = await pending({ bottles: 2 });
    await pending({ workshopId: 'TCT1002' });
    t.clock.advance(HOUR);
    const res = await asStaff(t, await staffToken(staff), 'GET', paths.pending);
    expect(res.statusCode).toBe(200);
    const list = res.json().result.filter((s: { transaction_code: string }) => [older.code, newer.code].includes(s.transaction_code));
    expect(list).toEqual([
      { transaction_code: older.code, status: 0, created_date: new Date(t.clock.now().getTime() - 3 * HOUR).toISOString(), plate_number: older.car.plate_number, oil_name: 'Quartz 8000 GF-6 0W-20', total_bottle: 1, free_oil: false, age_seconds: 3 * 3600, expires_in_seconds: 5 * 24 * 3600 - 3 * 3600 },
      { transaction_code: newer.code, status: 0, created_date: new Date(t.clock.now().getTime() - HOUR).toISOString(), plate_number: newer.car.plate_number, oil_name: 'Quartz 8000 GF-6 0W-20', total_bottle: 2, free_oil: false, age_seconds: 3600, expires_in_seconds: 5 * 24 * 3600 - 3600 },
    ]);
    // Only this workshop's.
    const workshops = await t.database.db.selectFrom('services').select('workshop_id').where('transaction_code', 'in', res.json().result.map((s: { transaction_code: string }) => s.transaction_code)).execute();
    expect(new Set(workshops.map((w) => w.workshop_id))).toEqual(new Set(['TCT1001']));
  });

  it('shows one service as the counter needs it, by any spelling of its Service ID', async () => {
    const { mobile, car, code } = await pending({ bottles: 2 });
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`.replace(/0/g, 'o').replace(/1/g, 'l');
    const res = await asStaff(t, await staffToken(staff), 'GET', paths.service(typed));
    expect(res.json()).toEqual({
      status_code: 200,
      error: null,
      result: {
        transaction_code: code,
        status: 0,
        created_date: t.clock.now().toISOString(),
        verified_date: null,
        member_first_name: 'Nurul',
        member_mobile_masked: `${mobile.slice(0, 5)}***${mobile.slice(-3)}`,
        plate_number: car.plate_number,
        model_brand: 'Proton',
        model_name: 'Saga',
        OilCode: 'QUARTZ8000GF60W20',
        oil_name: 'Quartz 8000 GF-6 0W-20',
        total_bottle: 2,
        current_mileage: 42000,
        free_oil: false,
        reject_reason: '',
        receipt_img: `/api/workshop/counter/services/${code}/receipt`,
        flags: [],
      },
    });
    const receipt = await asStaff(t, await staffToken(staff), 'GET', paths.receipt(code));
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
  });

  it('another workshop’s staff get the answer of an unknown code for every action, and nothing changes', async () => {
    const { token, code } = await pending();
    const before = await serviceRow(code);
    const otherToken = await staffToken(otherStaff);
    const notFound = { status_code: 404, result: null, error: loyaltyErrors.serviceNotFound };
    for (const [method, url, body] of [
      ['GET', paths.service(code), undefined],
      ['GET', paths.receipt(code), undefined],
      ['POST', paths.verify(code), undefined],
      ['POST', paths.reject(code), { reason_code: 'wrong_workshop' }],
    ] as const) {
      expect((await asStaff(t, otherToken, method, url, body)).json()).toEqual(notFound);
      expect((await asStaff(t, otherToken, method, url.replace(code, 'ZZZZZZZZZZ'), body)).json()).toEqual(notFound);
    }
    expect(await serviceRow(code)).toEqual(before);
    expect((await get(t, `/api/service/check/${code}`, token)).statusCode).toBe(202);
    expect((await asStaff(t, otherToken, 'GET', `${paths.search}?q=${code}`)).json().result).toEqual([]);
  });

  it('refuses a member’s token and no token', async () => {
    const { token, code } = await pending();
    for (const bearer of [token, 'nonsense']) {
      expect((await asStaff(t, bearer, 'POST', paths.verify(code))).json()).toEqual({ status_code: 401, result: null, error: workshopAppErrors.unauthorized });
    }
    expect((await serviceRow(code)).status).toBe(0);
  });
});

describe('verify', () => {
  it('verifies, says what to hand over, tells the member, and is audited under the person', async () => {
    const { token, code } = await pending({ bottles: 2 });
    const res = await asStaff(t, await staffToken(staff), 'POST', paths.verify(code));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      service: { transaction_code: code, status: 1, verified_date: t.clock.now().toISOString() },
      hand_over: [{ oil_name: 'Quartz 8000 GF-6 0W-20', OilCode: 'QUARTZ8000GF60W20', bottles: 2, free_of_charge: false }],
      free_oil_earned: null,
      cycle_closed: false,
    });
    expect((await get(t, `/api/service/check/${code}`, token)).statusCode).toBe(200);
    expect((await inbox(token))[0].message).toContain(`Your service ${code}`);
    const row = await serviceRow(code);
    expect(row.decided_by).toBe(`workshop-staff:${staff.id}`);
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('subject', '=', code).execute();
    expect(audit).toEqual([expect.objectContaining({ actor: `workshop-staff:${staff.id}`, action: 'service.verified', details: { workshop_id: 'TCT1001', name: 'Muthu', mobile: `${staff.mobile.slice(0, 5)}***${staff.mobile.slice(-3)}` } })]);
    // Once only.
    expect((await asStaff(t, await staffToken(staff), 'POST', paths.verify(code))).json()).toEqual({ status_code: 409, result: null, error: loyaltyErrors.serviceNotPending });
  });

  it('names the free bottle when it becomes owed, and hands it over free of charge', async () => {
    const member = await pending({ oil: 'QUARTZ90005W40', bottles: 2 });
    let token = await staffToken(staff);
    await asStaff(t, token, 'POST', paths.verify(member.code));
    t.clock.advance(31 * DAY);
    let memberToken = await freshToken(t, member.mobile);
    const second = await submitOk(t, memberToken, { vehicle_guid: member.car.guid, workshop_id: 'TCT1001', current_mileage: 48000, oil: 'QUARTZ90005W40', total_bottle: 1 });
    token = await staffToken(staff);
    const owed = await asStaff(t, token, 'POST', paths.verify(second));
    expect(owed.json().result).toMatchObject({ free_oil_earned: ['Quartz 9000 5W-40', 'Quartz 9000 5W-50'], hand_over: [{ bottles: 1, free_of_charge: false }] });
    t.clock.advance(31 * DAY);
    memberToken = await freshToken(t, member.mobile);
    const free = await submitOk(t, memberToken, { vehicle_guid: member.car.guid, workshop_id: 'TCT1001', current_mileage: 55000, oil: 'QUARTZ90005W50', total_bottle: 1 });
    token = await staffToken(staff);
    expect((await asStaff(t, token, 'GET', paths.service(free))).json().result).toMatchObject({ free_oil: true, oil_name: 'Quartz 9000 5W-50', total_bottle: 1 });
    const handed = await asStaff(t, token, 'POST', paths.verify(free));
    expect(handed.json().result).toMatchObject({
      hand_over: [{ oil_name: 'Quartz 9000 5W-50', OilCode: 'QUARTZ90005W50', bottles: 1, free_of_charge: true }],
      free_oil_earned: null,
      cycle_closed: true,
    });
  });
});

describe('reject', () => {
  it.each([
    ['en', 'unreadable_receipt', 'The receipt cannot be read'],
    ['ms', 'unreadable_receipt', 'Resit tidak dapat dibaca'],
    ['en', 'receipt_oil_mismatch', 'The receipt does not match the oil submitted'],
    ['ms', 'receipt_oil_mismatch', 'Resit tidak sepadan dengan minyak yang dihantar'],
    ['ms', 'wrong_workshop', 'Servis ini tidak dilakukan di bengkel ini'],
    ['ms', 'wrong_mileage', 'Bacaan perbatuan tidak betul'],
    ['ms', 'duplicate_receipt', 'Resit ini telah digunakan untuk servis lain'],
  ] as const)('a %s member reads the listed reason %s in their language, in the inbox and the poll', async (language, reasonCode, text) => {
    const { token, code } = await pending({ language });
    const res = await asStaff(t, await staffToken(staff), 'POST', paths.reject(code), { reason_code: reasonCode });
    expect(res.json().result).toMatchObject({ transaction_code: code, status: 2 });
    // The poll answers in the member's language whatever the browser asks for.
    const poll = await t.app.inject({ method: 'GET', url: `/api/service/check/${code}`, headers: { authorization: `Bearer ${token}`, 'accept-language': language === 'ms' ? 'en' : 'ms' } });
    expect(poll.json()).toEqual({ status_code: 403, result: null, error: text });
    const [message] = await inbox(token);
    expect(message.message).toContain(language === 'ms' ? `Sebab: ${text}.` : `Reason: ${text}.`);
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('subject', '=', code).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: `workshop-staff:${staff.id}`, action: 'service.rejected', details: { workshop_id: 'TCT1001', name: 'Muthu' } });
  });

  it('other: the member reads the free text as written', async () => {
    const { token, code } = await pending({ language: 'ms' });
    await asStaff(t, await staffToken(staff), 'POST', paths.reject(code), { reason_code: 'other', reason_text: '  Car was never here  ' });
    expect((await get(t, `/api/service/check/${code}`, token)).json().error).toBe('Car was never here');
  });

  it('refuses an unlisted reason, and other without text, changing nothing', async () => {
    const { code } = await pending();
    const before = await serviceRow(code);
    const token = await staffToken(staff);
    expect((await asStaff(t, token, 'POST', paths.reject(code), { reason_code: 'other', reason_text: '   ' })).json()).toEqual({ status_code: 400, result: null, error: workshopAppErrors.otherReasonRequired });
    expect((await asStaff(t, token, 'POST', paths.reject(code), {})).json()).toEqual({ status_code: 400, result: null, error: workshopAppErrors.rejectReasonInvalid });
    const unlisted = await asStaff(t, token, 'POST', paths.reject(code), { reason_code: 'bad_vibes' });
    expect(unlisted.statusCode).toBe(400);
    expect(await serviceRow(code)).toEqual(before);
  });
});

describe('search and figures', () => {
  it('finds the workshop’s services by plate as typed, and by Service ID in any case with dashes', async () => {
    const { car, code } = await pending();
    const token = await staffToken(staff);
    const byPlate = await asStaff(t, token, 'GET', `${paths.search}?q=${encodeURIComponent(car.plate_number.toLowerCase().replace(/(\d)/, ' $1'))}`);
    expect(byPlate.json().result.map((s: { transaction_code: string }) => s.transaction_code)).toEqual([code]);
    const byCode = await asStaff(t, token, 'GET', `${paths.search}?q=${encodeURIComponent(`${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`)}`);
    expect(byCode.json().result).toEqual([expect.objectContaining({ transaction_code: code, status: 0 })]);
    expect((await asStaff(t, token, 'GET', `${paths.search}?q=a-`)).json()).toEqual({ status_code: 400, result: null, error: workshopAppErrors.searchTooShort });
  });

  it('counts today’s decisions and this month’s services, bottles and free bottles', async () => {
    const fresh = await createWorkshop(t, { workshopId: 'TCT1009' });
    const owner = await workshopOwner(t, fresh.workshopId);
    const a = await pending({ workshopId: 'TCT1009', bottles: 2 });
    const b = await pending({ workshopId: 'TCT1009' });
    const c = await pending({ workshopId: 'TCT1009' });
    await asStaff(t, owner.token, 'POST', paths.verify(a.code));
    await asStaff(t, owner.token, 'POST', paths.verify(b.code));
    await asStaff(t, owner.token, 'POST', paths.reject(c.code), { reason_code: 'wrong_mileage' });
    const stats = await asStaff(t, owner.token, 'GET', paths.stats);
    expect(stats.json()).toEqual({ status_code: 200, error: null, result: { today: { verified: 2, rejected: 1 }, month: { services: 2, bottles: 3, free_bottles: 0 } } });
    t.clock.advance(DAY);
    const tomorrow = await asStaff(t, await staffToken(owner), 'GET', paths.stats);
    expect(tomorrow.json().result.today).toEqual({ verified: 0, rejected: 0 });
  });
});
