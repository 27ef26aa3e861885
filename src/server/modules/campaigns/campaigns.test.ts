import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, post, verifiedMember } from '../../testing/accounts';
import { addVehicle, freshToken, submitOk, workshopKey, workshopVerify } from '../../testing/loyalty';

const CAMPAIGN = { FESTIVE_CAMPAIGN_START: '2026-02-01', FESTIVE_CAMPAIGN_END: '2026-03-31' };
let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp(CAMPAIGN);
  await createWorkshop(t, { workshopId: 'TKL1001', tqac: true, name: 'Quartz Auto Care Cheras' });
  key = await workshopKey(t, 'TKL1001');
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof verifiedMember>>;

/** A member's service at the file's workshop (TKL1001), verified now unless told otherwise. */
async function service(member: Member, oil = 'QUARTZINEOHTC5W30', verify = true): Promise<string> {
  const car = await addVehicle(t, member.tokens.access_token);
  const code = await submitOk(t, member.tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TKL1001', current_mileage: 8000, oil, total_bottle: 1 });
  if (verify) await workshopVerify(t, key, code);
  return code;
}

const eligibility = (token: string | undefined, code: string) => get(t, `/api/campaign-cny/${code}`, token);
const entry = (code: string, overrides: Record<string, string> = {}) => ({
  fullname: "Tan Mei Ling",
  mobile_number: '60123456780',
  mobile_ext_no: '60',
  mobile_no: '123456780',
  answer: 'Quartz',
  tnc: 'true',
  pdpa: 'true',
  transaction_id: code,
  ...overrides,
});
const submit = (token: string | undefined, body: object) => post(t, '/api/campaign-cny/submit', body, { token });
const entriesOf = (code: string) => t.database.db.selectFrom('festive_entries').selectAll().where('transaction_code', '=', code).execute();

describe('GET /api/campaign-cny/{transaction_id}', () => {
  it('200 for the member’s own service verified in the period: RM30 for Buy 3 Get 1, RM10 for Buy 4 Get 1', async () => {
    const member = await verifiedMember(t);
    const buy3 = await service(member);
    expect((await eligibility(member.tokens.access_token, buy3)).json()).toEqual({
      status_code: 200,
      error: null,
      result: { transaction_id: buy3, amount: 30, entry: null },
    });
    const buy4 = await service(member, 'QUARTZ70005W30');
    expect((await eligibility(member.tokens.access_token, buy4.toLowerCase())).json().result).toEqual({ transaction_id: buy4, amount: 10, entry: null });
  });

  it('412 when the service is pending, someone else’s, unknown or malformed', async () => {
    const member = await verifiedMember(t);
    const pending = await service(member, 'QUARTZINEOHTC5W30', false);
    const other = await service(await verifiedMember(t));
    for (const code of [pending, other, 'ZZZZZZZZZZ', 'bad!']) {
      const res = await eligibility(member.tokens.access_token, code);
      expect(res.json()).toEqual({ status_code: 412, result: null, error: 'This service was not verified during the campaign period' });
    }
  });

  it('409 once the service has an entry; another service of the member answers 200 with the earlier entry, to lock the name', async () => {
    const member = await verifiedMember(t);
    const first = await service(member);
    const second = await service(member, 'QUARTZ70005W30');
    expect((await submit(member.tokens.access_token, entry(first))).statusCode).toBe(200);
    expect((await eligibility(member.tokens.access_token, first)).json()).toEqual({
      status_code: 409,
      result: null,
      error: 'An entry has already been received for this service',
    });
    expect((await eligibility(member.tokens.access_token, second)).json().result).toEqual({
      transaction_id: second,
      amount: 10,
      entry: { fullname: 'Tan Mei Ling', mobile_ext_no: '60', mobile_no: '123456780', answer: 'Quartz' },
    });
  });

  it('needs a bearer token', async () => {
    expect((await eligibility(undefined, 'ABCDEFGHJK')).statusCode).toBe(401);
  });
});

describe('POST /api/campaign-cny/submit', () => {
  it.each([
    [{ fullname: '' }, '*Please provide your full name as per NRIC or Passport'],
    [{ fullname: 'Tan M3i Ling' }, '*Please provide your full name as per NRIC or Passport'],
    [{ fullname: 'A'.repeat(61) }, '*Please provide your full name as per NRIC or Passport'],
    [{ mobile_no: '12345', mobile_number: '6012345' }, '*Please enter the mobile number linked to your e-wallet account'],
    [{ answer: '' }, '*Please answer this question to proceed.'],
    [{ answer: 'Castrol' }, '*Please answer this question to proceed.'],
    [{ tnc: 'false' }, '*Please accept the Terms and Conditions.'],
    [{ pdpa: '' }, '*Please accept the Terms and Conditions.'],
    [{ mobile_number: '65123456780' }, 'mobile_number must be 60 followed by mobile_no'],
  ])('400 for %j with the rule’s text; nothing is entered', async (override, error) => {
    const member = await verifiedMember(t);
    const code = await service(member);
    const res = await submit(member.tokens.access_token, entry(code, override));
    expect(res.json()).toEqual({ status_code: 400, result: null, error });
    expect(await entriesOf(code)).toEqual([]);
  });

  it('200: the entry is kept, a PIN of its amount is assigned and texted, the inbox is told; 412 the second time', async () => {
    await t.database.db.insertInto('festive_pins').values({ pin: 'RM30PIN0001', amount: 30, loaded_by: 'ops:test', loaded_at: t.clock.now() }).execute();
    const member = await verifiedMember(t);
    const code = await service(member);
    const res = await submit(member.tokens.access_token, { ...entry(code, { mobile_number: '60198765432', mobile_no: '198765432' }), tnc: true, pdpa: true });
    expect(res.json()).toEqual({ status_code: 200, result: { amount: 30, pin_assigned: true }, error: null });

    const [saved] = await entriesOf(code);
    expect(saved).toMatchObject({ fullname: 'Tan Mei Ling', mobile_number: '60198765432', mobile_ext_no: '60', mobile_no: '198765432', answer: 'Quartz', amount: 30 });
    const pin = await t.database.db.selectFrom('festive_pins').selectAll().where('entry_id', '=', saved.id).executeTakeFirstOrThrow();
    expect(pin).toMatchObject({ pin: 'RM30PIN0001', amount: 30, assigned_at: t.clock.now() });
    const [sms] = await t.outbox('60198765432');
    expect(sms.message).toBe(`Quartz Service & Cash8ack Campaign: your RM30 e-wallet reload PIN is RM30PIN0001 (service ${code}). Thank you for servicing with Quartz!`);
    const [message] = (await get(t, '/api/user/notifications', member.tokens.access_token)).json().result;
    expect(message).toMatchObject({ subject: 'Campaign entry received', message: expect.stringContaining('RM30 e-wallet reload PIN has been sent by SMS to +60198765432') });

    const again = await submit(member.tokens.access_token, entry(code));
    expect(again.json()).toEqual({ status_code: 412, result: null, error: 'An entry has already been received for this service' });
    expect(await entriesOf(code)).toHaveLength(1);
  });

  it('200 with no PIN while the pool has none of the amount: the inbox says it follows', async () => {
    const member = await verifiedMember(t);
    const code = await service(member, 'QUARTZ8000GF60W20');
    const res = await submit(member.tokens.access_token, entry(code, { mobile_number: '60111222333', mobile_no: '111222333' }));
    expect(res.json().result).toEqual({ amount: 10, pin_assigned: false });
    expect(await t.outbox('60111222333')).toEqual([]);
    const [message] = (await get(t, '/api/user/notifications', member.tokens.access_token)).json().result;
    expect(message.message).toContain('will be sent by SMS to +60111222333 as soon as it is ready');
  });

  it('404 for a service that is not the member’s or not verified in the period', async () => {
    const member = await verifiedMember(t);
    const pending = await service(member, 'QUARTZINEOHTC5W30', false);
    const other = await service(await verifiedMember(t));
    for (const code of [pending, other, 'ZZZZZZZZZZ']) {
      const res = await submit(member.tokens.access_token, entry(code));
      expect(res.json()).toEqual({ status_code: 404, result: null, error: 'No eligible service was found for this transaction ID' });
    }
    expect(await entriesOf(other)).toEqual([]);
  });

  it('keeps the name of the member’s first entry: another name is refused', async () => {
    const member = await verifiedMember(t);
    const first = await service(member);
    const second = await service(member, 'QUARTZ70005W30');
    await submit(member.tokens.access_token, entry(first));
    const renamed = await submit(member.tokens.access_token, entry(second, { fullname: 'Someone Else' }));
    expect(renamed.json()).toEqual({ status_code: 400, result: null, error: 'The full name must match your earlier entry' });
    const same = await submit(member.tokens.access_token, entry(second, { fullname: 'tan  mei ling' }));
    expect(same.statusCode).toBe(200);
    expect((await entriesOf(second))[0].fullname).toBe('Tan Mei Ling');
  });

  it('needs a bearer token', async () => {
    expect((await submit(undefined, entry('ABCDEFGHJK'))).statusCode).toBe(401);
  });
});

describe('the campaign period', () => {
  it('flags services verified during the campaign, and app-config says it is on', async () => {
    const member = await verifiedMember(t);
    const code = await service(member);
    const row = await t.database.db.selectFrom('services').select('campaign_status').where('transaction_code', '=', code).executeTakeFirstOrThrow();
    expect(row.campaign_status).toBe(1);
    expect((await get(t, '/api/app-config')).json().result.festive_campaign).toEqual({ on: true, start: '2026-02-01', end: '2026-03-31' });
  });

  it('a service verified after the end is not eligible (412, 404) nor flagged, and the campaign is off', async () => {
    const member = await verifiedMember(t);
    const code = await service(member, 'QUARTZINEOHTC5W30', false);
    t.clock.set(new Date('2026-03-31T16:00:00Z')); // 1 April, 00:00 in Malaysia
    await workshopVerify(t, key, code);
    const token = await freshToken(t, member.mobile);
    expect((await eligibility(token, code)).statusCode).toBe(412);
    expect((await submit(token, entry(code))).statusCode).toBe(404);
    const row = await t.database.db.selectFrom('services').select('campaign_status').where('transaction_code', '=', code).executeTakeFirstOrThrow();
    expect(row.campaign_status).toBe(0);
    expect((await get(t, '/api/app-config')).json().result.festive_campaign.on).toBe(false);
    t.clock.set(new Date('2026-03-02T02:00:00Z'));
  });

  it('without campaign dates: off, and no service is eligible', async () => {
    const off = await createTestApp();
    try {
      // A workshop of its own: reissuing TKL1001's key here would void the file's `key`.
      const workshop = await createWorkshop(off, { tqac: true });
      const member = await verifiedMember(off);
      const car = await addVehicle(off, member.tokens.access_token);
      const code = await submitOk(off, member.tokens.access_token, { vehicle_guid: car.guid, workshop_id: workshop.workshopId, current_mileage: 100, oil: 'QUARTZINEOHTC5W30', total_bottle: 1 });
      await workshopVerify(off, workshop.key, code);
      expect((await get(off, `/api/campaign-cny/${code}`, member.tokens.access_token)).statusCode).toBe(412);
      expect((await get(off, '/api/app-config')).json().result.festive_campaign).toEqual({ on: false, start: null, end: null });
    } finally {
      await off.close();
    }
  });
});
