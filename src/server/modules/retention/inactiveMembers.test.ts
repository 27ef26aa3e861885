import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, PASSWORD, post, verifiedMember } from '../../testing/accounts';
import { addVehicle, asWorkshop, submitOk, workshopKey } from '../../testing/loyalty';
import { anonymiseInactiveMembers, monthsBefore } from './inactiveMembers';
import { sweepExpiredRecords } from './sweep';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const quiet = { warn: () => undefined };

let t: TestApp;
/** Each group on a database of its own: the job removes every member past the period, whoever made them. */
function ownApp() {
  beforeAll(async () => {
    t = await createTestApp();
    await createWorkshop(t, { workshopId: 'T9999', tqac: true, listed: false });
    await createWorkshop(t, { workshopId: 'TNS6001', tqac: true });
  });
  afterAll(() => t.close());
}

const db = () => t.database.db;
const run = (months = 48) => anonymiseInactiveMembers({ db: db(), receipts: t.receipts, log: quiet }, t.clock.now(), months);
const login = async (mobile: string) => (await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD, captcha: '' })).json().result;

async function member(mobile: string) {
  return db().selectFrom('members').selectAll().where('mobile_number', '=', mobile).executeTakeFirst();
}
async function byId(id: number) {
  return db().selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('monthsBefore', () => {
  it.each([
    ['2030-03-02T02:00:00.000Z', 48, '2026-03-02T02:00:00.000Z'],
    ['2030-03-31T10:00:00.000Z', 1, '2030-02-28T10:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 12, '2027-02-28T00:00:00.000Z'],
  ])('%s minus %i months is %s', (now, months, expected) => {
    expect(monthsBefore(new Date(now), months).toISOString()).toBe(expected);
  });
});

describe('last contact', () => {
  ownApp();
  it('is registration, then every login, refresh, submission and change of the member’s details; not an unsubscribe link', async () => {
    const { mobile, tokens } = await verifiedMember(t, { email: 'contact@example.com' });
    const registeredAt = t.clock.now();
    expect((await member(mobile))!.last_contact_at).toEqual(registeredAt);

    t.clock.advance(30 * MINUTE);
    const refreshed = (await post(t, '/api/user/auth/token', { refresh_token: tokens.refresh_token })).json().result;
    expect((await member(mobile))!.last_contact_at).toEqual(t.clock.now());

    t.clock.advance(30 * DAY);
    expect(await get(t, '/api/subscription/mail?email=contact@example.com&is_enabled=false')).toMatchObject({ statusCode: 200 });
    expect((await member(mobile))!.last_contact_at).toEqual(new Date(t.clock.now().getTime() - 30 * DAY));

    const session = await login(mobile);
    expect((await member(mobile))!.last_contact_at).toEqual(t.clock.now());

    t.clock.advance(5 * MINUTE);
    const car = await addVehicle(t, session.access_token);
    await submitOk(t, session.access_token, { vehicle_guid: car.guid, workshop_id: 'T9999', current_mileage: 100, oil: 'QUARTZ700010W40', total_bottle: 1 });
    expect((await member(mobile))!.last_contact_at).toEqual(t.clock.now());

    t.clock.advance(5 * MINUTE);
    const profile = { fullname: 'Ahmad Contact', birth_date: '1990-05-17', email: 'contact@example.com', address: '12 Jalan Ampang', state: 'Selangor', country: 'Malaysia', postal_code: '47300' };
    expect((await post(t, '/api/user/me', profile, { token: session.access_token, method: 'PUT' })).statusCode).toBe(200);
    expect((await member(mobile))!.last_contact_at).toEqual(t.clock.now());
    expect(refreshed.access_token).toBeTruthy();
  });
});

describe('members with no contact for the retention period', () => {
  ownApp();
  it('are removed as the careline removes them, by system, with their receipt files; the others stay', async () => {
    const start = t.clock.now();
    const silent = await verifiedMember(t);
    const returning = await verifiedMember(t);
    const submitter = await verifiedMember(t);
    const car = await addVehicle(t, submitter.tokens.access_token);
    const code = await submitOk(t, submitter.tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TNS6001', current_mileage: 100, oil: 'QUARTZ700010W40', total_bottle: 1 });
    const { storage_key: receiptKey } = await db()
      .selectFrom('receipts')
      .innerJoin('services', 'services.guid', 'receipts.service_guid')
      .select('receipts.storage_key')
      .where('services.transaction_code', '=', code)
      .executeTakeFirstOrThrow();
    expect((await t.storedReceipts()).map((file) => file.key)).toContain(receiptKey);
    const silentId = (await member(silent.mobile))!.id;
    const returningId = (await member(returning.mobile))!.id;
    const submitterId = (await member(submitter.mobile))!.id;

    // A year on, one member comes back once; their session then lapses and is swept, the contact is not forgotten.
    t.clock.set(new Date(start.getTime() + 365 * DAY));
    await login(returning.mobile);
    t.clock.advance(200 * DAY);
    await sweepExpiredRecords(db(), t.clock.now());
    expect(await db().selectFrom('sessions').select('id').where('member_id', '=', returningId).execute()).toEqual([]);

    t.clock.set(monthsAfter(start, 48));
    t.clock.advance(-1);
    expect(await run()).toBe(0);
    t.clock.advance(2);
    expect(await run()).toBe(2);

    for (const id of [silentId, submitterId]) {
      expect(await byId(id)).toMatchObject({ anonymised_at: t.clock.now(), fullname: 'Removed member', email: '', password_hash: null, mobile_number: `removed-${id}` });
    }
    expect(await byId(returningId)).toMatchObject({ anonymised_at: null });
    expect((await t.storedReceipts()).map((file) => file.key)).not.toContain(receiptKey);
    const key = await workshopKey(t, 'TNS6001');
    expect((await asWorkshop(t, key, 'GET', `/api/workshop/service/${code}`)).json().result).toMatchObject({ transaction_code: code, mobile_number: '' });
    expect((await asWorkshop(t, key, 'GET', `/api/workshop/service/${code}/receipt`)).statusCode).toBe(404);

    const audit = await db().selectFrom('audit_log').select(['actor', 'subject', 'details']).where('action', '=', 'member.removed').execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { actor: 'system', subject: `member:${silentId}`, details: { reason: 'no contact', last_contact_at: start.toISOString(), retention_months: 48, receipts: 0 } },
        { actor: 'system', subject: `member:${submitterId}`, details: expect.objectContaining({ reason: 'no contact', receipts: 1 }) },
      ]),
    );
    expect(await run()).toBe(0);

    // The one who came back goes four years after that visit.
    t.clock.set(monthsAfter(new Date(start.getTime() + 365 * DAY), 48));
    t.clock.advance(1);
    expect(await run()).toBe(1);
    expect((await byId(returningId)).anonymised_at).toEqual(t.clock.now());
  });

});

describe('the retention period', () => {
  ownApp();

  it('follows the setting', async () => {
    const { mobile } = await verifiedMember(t);
    const id = (await member(mobile))!.id;
    t.clock.advance(365 * DAY + 1);
    expect(await run(13)).toBe(0);
    expect(await run(12)).toBe(1);
    expect((await byId(id)).anonymised_at).toEqual(t.clock.now());
  });
});

function monthsAfter(date: Date, months: number): Date {
  const after = new Date(date);
  after.setUTCMonth(after.getUTCMonth() + months);
  return after;
}
