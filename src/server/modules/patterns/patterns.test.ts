import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, newMobile, registration, startRegistration } from '../../testing/accounts';
import { addVehicle, asWorkshop, DAY, freshToken, submitOk, workshopKey, workshopVerify } from '../../testing/loyalty';
import { asStaff, workshopOwner } from '../../testing/workshopStaff';
import { carelineOperator, signInAgain, type TestOperator } from '../../testing/operators';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { workshopAppPaths } from '../../../shared/contract/workshopApp';
import { flagErrors, flagPaths } from '../../../shared/contract/flags';

const METRICS_TOKEN = 'metrics-token-for-the-pattern-tests';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let aisyah: TestOperator;
const keys: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({
    METRICS_TOKEN,
    FLAG_WORKSHOP_HOURLY_MIN: '3',
    FLAG_WORKSHOP_HOURLY_FACTOR: '2',
    FLAG_WORKSHOP_HISTORY_MIN: '5',
    FLAG_MEMBER_WORKSHOPS: '3',
    FLAG_MEMBER_WORKSHOPS_DAYS: '7',
    FLAG_KM_PER_DAY: '3000',
    FLAG_REFERRALS: '3',
    FLAG_REFERRALS_HOURS: '24',
    FLAG_ACCOUNTS_PER_ADDRESS: '4',
    FLAG_ACCOUNTS_PER_DEVICE: '3',
    FLAG_ACCOUNTS_HOURS: '24',
  });
  for (const id of ['TPF1001', 'TPF1002', 'TPF1003', 'TPF2001', 'TPF3001']) {
    await createWorkshop(t, { workshopId: id });
    keys[id] = await workshopKey(t, id);
  }
  aisyah = await carelineOperator(t, 'supervisor', 'aisyah');
});
afterAll(() => t.close());

const serviceFlags = async (code: string) =>
  (
    await t.database.db
      .selectFrom('service_flags')
      .innerJoin('services', 'services.guid', 'service_flags.service_guid')
      .select(['service_flags.kind', 'service_flags.reason', 'service_flags.figures'])
      .where('services.transaction_code', '=', code)
      .orderBy('service_flags.id')
      .execute()
  ).map((row) => ({ ...row, figures: typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures }));

const memberId = async (mobile: string) => (await t.database.db.selectFrom('members').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).id;
const memberFlags = async (mobile: string) =>
  (await t.database.db.selectFrom('member_flags').select(['kind', 'reason', 'figures']).where('member_id', '=', await memberId(mobile)).orderBy('id').execute()).map((row) => ({
    ...row,
    figures: typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures,
  }));

const service = (vehicleGuid: string, workshopId: string, mileage: number) => ({ vehicle_guid: vehicleGuid, workshop_id: workshopId, current_mileage: mileage, oil: 'QUARTZ70005W30', total_bottle: 1 });

/** Registers and verifies a member from an address and a browser of the test's choosing. */
async function memberFrom(ip: string, userAgent: string, overrides: { referrer_code?: string } = {}): Promise<{ mobile: string; token: string }> {
  const mobile = newMobile();
  const { res, token } = await startRegistration(t, registration(mobile, { email: `member${mobile}@example.com`, ...overrides }), { remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`register: ${res.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/user/verification',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify({ mobile_number: mobile, tac: await t.lastCode(mobile), registration_token: token }),
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  return { mobile, token: verified.json().result.access_token };
}

let addresses = 0;
/** A member from an address of its own, so the address and device patterns leave it alone. */
function freshMember(overrides: { referrer_code?: string } = {}) {
  addresses += 1;
  return memberFrom(`10.99.${Math.floor(addresses / 250)}.${addresses % 250}`, 'Test browser', overrides);
}

/** The next instant at this UTC hour and minute, after the test clock's now. */
function next(hour: number, minute = 0): Date {
  const now = t.clock.now();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY);
}

/** A member with one car and a service pending at the workshop. */
async function pendingAt(workshopId: string, mileage = 20000) {
  const member = await freshMember();
  const car = await addVehicle(t, member.token);
  const code = await submitOk(t, member.token, service(car.guid, workshopId, mileage));
  return { ...member, car, code };
}

describe('one member’s services at several workshops within a week', () => {
  it('flags the service that makes three workshops, with the workshops and services behind it', async () => {
    const member = await freshMember();
    const token = member.token;
    const cars = [await addVehicle(t, token), await addVehicle(t, token), await addVehicle(t, token)];
    const first = await submitOk(t, token, service(cars[0]!.guid, 'TPF1001', 10000));
    t.clock.advance(DAY);
    const second = await submitOk(t, await freshToken(t, member.mobile), service(cars[1]!.guid, 'TPF1002', 20000));
    t.clock.advance(2 * DAY);
    const third = await submitOk(t, await freshToken(t, member.mobile), service(cars[2]!.guid, 'TPF1003', 30000));

    expect(await serviceFlags(first)).toEqual([]);
    expect(await serviceFlags(second)).toEqual([]);
    const [flag] = await serviceFlags(third);
    expect(flag).toEqual({
      kind: 'member_many_workshops',
      reason: 'The member submitted 3 services at 3 workshops (TPF1001, TPF1002, TPF1003) within 7 days.',
      figures: {
        workshops: 3,
        workshop_ids: ['TPF1001', 'TPF1002', 'TPF1003'],
        days: 7,
        services: [
          { transaction_code: first, workshop_id: 'TPF1001', created_date: new Date(t.clock.now().getTime() - 3 * DAY).toISOString() },
          { transaction_code: second, workshop_id: 'TPF1002', created_date: new Date(t.clock.now().getTime() - 2 * DAY).toISOString() },
          { transaction_code: third, workshop_id: 'TPF1003', created_date: t.clock.now().toISOString() },
        ],
      },
    });
  });

  it('is not raised for two workshops, nor for a third more than 7 days after the first', async () => {
    const member = await freshMember();
    const token = member.token;
    const cars = [await addVehicle(t, token), await addVehicle(t, token), await addVehicle(t, token)];
    const codes = [await submitOk(t, token, service(cars[0]!.guid, 'TPF1001', 10000))];
    t.clock.advance(DAY);
    codes.push(await submitOk(t, await freshToken(t, member.mobile), service(cars[1]!.guid, 'TPF1002', 10000)));
    t.clock.advance(7 * DAY);
    codes.push(await submitOk(t, await freshToken(t, member.mobile), service(cars[2]!.guid, 'TPF1003', 10000)));
    for (const code of codes) expect(await serviceFlags(code)).toEqual([]);
  });
});

describe('the car’s mileage', () => {
  it('flags more than 3,000 km a day since the car’s previous service', async () => {
    const { mobile, car, code: first } = await pendingAt('TPF2001', 10000);
    await workshopVerify(t, keys.TPF2001!, first);
    t.clock.advance(31 * DAY);
    const token = await freshToken(t, mobile);
    const second = await submitOk(t, token, service(car.guid, 'TPF2001', 10000 + 31 * 3000 + 31 * 100));
    expect(await serviceFlags(second)).toEqual([
      {
        kind: 'mileage_implausible_rate',
        reason: `The mileage, 106,100 km, is 96,100 km more than at the car's previous service ${first} 31 days before: 3,100 km a day (flagged above 3,000).`,
        figures: { mileage: 106100, previous_mileage: 10000, previous_transaction_code: first, days: 31, km_per_day: 3100, threshold: 3000 },
      },
    ]);
  });

  it('is not flagged at an ordinary pace', async () => {
    const { mobile, car, code: first } = await pendingAt('TPF2001', 10000);
    await workshopVerify(t, keys.TPF2001!, first);
    t.clock.advance(31 * DAY);
    const second = await submitOk(t, await freshToken(t, mobile), service(car.guid, 'TPF2001', 10000 + 31 * 3000));
    expect(await serviceFlags(first)).toEqual([]);
    expect(await serviceFlags(second)).toEqual([]);
  });

  it('flags a mileage below one the car showed in a rejected service, which the submission rule does not count', async () => {
    const { mobile, car, code: first } = await pendingAt('TPF2001', 50000);
    const rejected = await asWorkshop(t, keys.TPF2001!, 'POST', loyaltyPaths.workshopReject(first), { reason: 'Receipt does not match the oil' });
    expect(rejected.statusCode).toBe(200);
    const second = await submitOk(t, await freshToken(t, mobile), service(car.guid, 'TPF2001', 20000));
    expect(await serviceFlags(second)).toEqual([
      {
        kind: 'mileage_below_recorded',
        reason: `The mileage, 20,000 km, is below the 50,000 km of the car's service ${first}.`,
        figures: { mileage: 20000, recorded_mileage: 50000, recorded_in: first },
      },
    ]);
  });

  it('counts a day at least between services, so receipts of one oil change split over a day are not flagged', async () => {
    const { mobile, car, code: first } = await pendingAt('TPF2001', 40000);
    t.clock.advance(HOUR);
    // 500 km in an hour would be 12,000 km a day; over the day it counts as, 500.
    const second = await submitOk(t, await freshToken(t, mobile), service(car.guid, 'TPF2001', 40500));
    expect(await serviceFlags(first)).toEqual([]);
    expect(await serviceFlags(second)).toEqual([]);
  });
});

describe('a workshop’s verifications against its own history', () => {
  it('flags the verifications past max(3, 2 × its busiest hour before), and a verification at an hour of the day it never worked', async () => {
    // 10:00 to 11:00 in Malaysia.
    const tenOClock = next(2);
    t.clock.set(tenOClock);
    const services = [];
    for (let i = 0; i < 5; i += 1) services.push(await pendingAt('TPF3001'));
    for (const { code } of services.slice(0, 4)) await workshopVerify(t, keys.TPF3001!, code);
    for (const { code } of services.slice(0, 3)) expect(await serviceFlags(code)).toEqual([]);
    expect(await serviceFlags(services[3]!.code)).toEqual([
      {
        kind: 'workshop_hourly_surge',
        reason: 'Workshop TPF3001 has verified 4 services in the hour from 10:00 (Malaysia time); its busiest hour before had 0 (flagged above 3).',
        figures: { workshop_id: 'TPF3001', hour_start: tenOClock.toISOString(), verified_this_hour: 4, busiest_hour_before: 0, threshold: 3 },
      },
    ]);

    // The next hour: its busiest hour is now 4, so 1 is ordinary, and 10:00 to 11:00 is an hour it works.
    t.clock.advance(HOUR);
    await workshopVerify(t, keys.TPF3001!, services[4]!.code);
    expect(await serviceFlags(services[4]!.code)).toEqual([]);

    // 03:00 in Malaysia, an hour of the day none of its 5 verifications before fell in.
    t.clock.set(next(19, 20));
    const late = await pendingAt('TPF3001');
    await workshopVerify(t, keys.TPF3001!, late.code);
    expect(await serviceFlags(late.code)).toEqual([
      {
        kind: 'workshop_unusual_hour',
        reason: 'Workshop TPF3001 verified this service between 03:00 and 04:00 (Malaysia time), an hour of the day in which it made none of its 5 verifications before.',
        figures: { workshop_id: 'TPF3001', hour_of_day: 3, verified_before: 5 },
      },
    ]);

    // Back at 10:00 the next day: an hour it works, at an ordinary pace.
    t.clock.set(next(2, 10));
    const usual = await pendingAt('TPF3001');
    await workshopVerify(t, keys.TPF3001!, usual.code);
    expect(await serviceFlags(usual.code)).toEqual([]);
  });
});

describe('accounts from one address or device', () => {
  it('flags the third account from one browser on one address within 24 hours', async () => {
    const mobiles = [];
    for (let i = 0; i < 3; i += 1) mobiles.push((await memberFrom('10.20.0.1', 'Mozilla/5.0 (Linux; Android 14; SM-A546E)')).mobile);
    expect(await memberFlags(mobiles[0]!)).toEqual([]);
    expect(await memberFlags(mobiles[1]!)).toEqual([]);
    expect(await memberFlags(mobiles[2]!)).toEqual([
      {
        kind: 'accounts_from_one_device',
        reason: 'This account is one of 3 registered from one browser on one network address within 24 hours (flagged from 3).',
        figures: { accounts: 3, hours: 24, threshold: 3 },
      },
    ]);
  });

  it('flags the fourth account from one address, whatever the browsers', async () => {
    const mobiles = [];
    for (let i = 0; i < 4; i += 1) mobiles.push((await memberFrom('10.20.0.2', `Browser ${i}`)).mobile);
    for (const mobile of mobiles.slice(0, 3)) expect(await memberFlags(mobile)).toEqual([]);
    expect(await memberFlags(mobiles[3]!)).toEqual([
      {
        kind: 'accounts_from_one_address',
        reason: 'This account is one of 4 registered from one network address within 24 hours (flagged from 4).',
        figures: { accounts: 4, hours: 24, threshold: 4 },
      },
    ]);
  });

  it('is not raised for two accounts from one address, nor for accounts more than 24 hours apart', async () => {
    const first = await memberFrom('10.20.0.3', 'Same browser');
    const second = await memberFrom('10.20.0.3', 'Same browser');
    t.clock.advance(25 * HOUR);
    const third = await memberFrom('10.20.0.3', 'Same browser');
    for (const { mobile } of [first, second, third]) expect(await memberFlags(mobile)).toEqual([]);
  });

  it('keeps keyed hashes of where an account registered from, never the address or the browser, until the member is removed', async () => {
    const { mobile } = await memberFrom('10.20.0.4', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)');
    const row = await t.database.db.selectFrom('registration_keys').selectAll().where('member_id', '=', await memberId(mobile)).executeTakeFirstOrThrow();
    expect(row.address_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.device_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toMatch(/10\.20\.0\.4|iPhone/);

    const erased = await t.app.inject({ method: 'DELETE', url: `/api/ops/members/${mobile}`, headers: (await signInAgain(t, aisyah)).headers });
    expect(erased.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('registration_keys').selectAll().where('member_id', '=', row.member_id).execute()).toEqual([]);
  });
});

describe('many new members referred by one member', () => {
  const codeOf = async (mobile: string) => (await t.database.db.selectFrom('members').select('referral_code').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).referral_code;

  it('flags the referrer once when the third friend joins within 24 hours', async () => {
    const referrer = await freshMember();
    const code = await codeOf(referrer.mobile);
    for (let i = 0; i < 2; i += 1) await memberFrom(`10.30.0.${i}`, 'A', { referrer_code: code });
    expect(await memberFlags(referrer.mobile)).toEqual([]);
    await memberFrom('10.30.0.2', 'A', { referrer_code: code });
    await memberFrom('10.30.0.3', 'A', { referrer_code: code });
    expect(await memberFlags(referrer.mobile)).toEqual([
      {
        kind: 'referral_burst',
        reason: 'This member referred 3 new members within 24 hours (flagged from 3).',
        figures: { referrals: 3, hours: 24, threshold: 3 },
      },
    ]);
  });

  it('is not raised for friends who join days apart', async () => {
    const referrer = await freshMember();
    const code = await codeOf(referrer.mobile);
    for (let i = 0; i < 3; i += 1) {
      await memberFrom(`10.31.0.${i}`, 'A', { referrer_code: code });
      t.clock.advance(13 * HOUR);
    }
    expect(await memberFlags(referrer.mobile)).toEqual([]);
  });
});

describe('where flags are shown', () => {
  /** A pending service flagged for its mileage, at a workshop with an owner in the counter app. */
  async function flaggedService(workshopId = 'TPF1001') {
    const { mobile, car, code: first } = await pendingAt(workshopId, 60000);
    await asWorkshop(t, keys[workshopId]!, 'POST', loyaltyPaths.workshopReject(first), { reason: 'Unreadable receipt' });
    const token = await freshToken(t, mobile);
    const code = await submitOk(t, token, service(car.guid, workshopId, 30000));
    return { mobile, token, car, code, first };
  }

  it('the counter’s service screen shows the workshop the service’s flags, with reason and figures', async () => {
    const { code, first } = await flaggedService();
    const owner = await workshopOwner(t, 'TPF1001');
    const res = await asStaff(t, owner.token, 'GET', workshopAppPaths.service(code));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.flags).toEqual([
      {
        kind: 'mileage_below_recorded',
        reason: `The mileage, 30,000 km, is below the 60,000 km of the car's service ${first}.`,
        figures: { mileage: 30000, recorded_mileage: 60000, recorded_in: first },
        created_date: t.clock.now().toISOString(),
      },
    ]);
  });

  it('never shows the member a flag', async () => {
    const { token, code, car } = await flaggedService();
    const cycles = (await get(t, loyaltyPaths.vehicleCycles(car.guid), token)).json().result as { guid: string }[];
    const answers = [
      await get(t, loyaltyPaths.loyalty, token),
      await get(t, loyaltyPaths.serviceCheck(code), token),
      await get(t, loyaltyPaths.vehicleCycles(car.guid), token),
      ...(await Promise.all(cycles.map((cycle) => get(t, loyaltyPaths.cycleServices(cycle.guid), token)))),
    ];
    for (const answer of answers) {
      expect(answer.body).not.toMatch(/flags|mileage_below_recorded|is below the/);
    }
  });

  /** Aisyah, a supervisor, signed in afresh (the tests move the clock), or a caller with a token that is no one's. */
  const as = async (signedIn: boolean) => (signedIn ? (await signInAgain(t, aisyah)).headers : { authorization: 'Bearer clpat_no-one-has-this-token-0000000' });
  const queue = async (query = '', signedIn = true) => t.app.inject({ method: 'GET', url: `${flagPaths.opsFlagged}${query}`, headers: await as(signedIn) });

  it('the careline’s queue lists flags on services and accounts newest first, by kind, a page at a time, and audits each read', async () => {
    t.clock.advance(HOUR);
    const { code, mobile } = await flaggedService();
    t.clock.advance(HOUR);
    const device = [];
    for (let i = 0; i < 3; i += 1) device.push(await memberFrom('10.40.0.1', 'Queue browser'));

    const page = await queue('?limit=2');
    expect(page.statusCode).toBe(200);
    const { entries, next } = page.json().result;
    expect(next).toBe(2);
    expect(entries[0]).toEqual({
      id: expect.stringMatching(/^member-\d+$/),
      kind: 'accounts_from_one_device',
      reason: 'This account is one of 3 registered from one browser on one network address within 24 hours (flagged from 3).',
      figures: { accounts: 3, hours: 24, threshold: 3 },
      created_date: t.clock.now().toISOString(),
      service: null,
      member: { id: await memberId(device[2]!.mobile), mobile_number: device[2]!.mobile },
      other: null,
    });

    const mileage = (await queue('?kind=mileage_below_recorded&limit=1')).json().result;
    expect(mileage.entries).toEqual([
      expect.objectContaining({
        kind: 'mileage_below_recorded',
        service: { transaction_code: code, workshop_id: 'TPF1001', status: 0 },
        member: { id: await memberId(mobile), mobile_number: mobile },
      }),
    ]);
    const older = (await queue(`?kind=mileage_below_recorded&limit=1&offset=${mileage.next}`)).json().result;
    expect(older.entries).toHaveLength(1);
    expect(older.entries[0].service.transaction_code).not.toBe(code);

    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'flags.listed').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: aisyah.actor, details: { kind: 'mileage_below_recorded', offset: mileage.next, limit: 1 } });
  });

  it('the queue refuses an unknown kind or a bad page, and answers 401 without the operator token', async () => {
    expect((await queue('?kind=everything')).json()).toEqual({ status_code: 400, result: null, error: flagErrors.kindInvalid });
    expect((await queue('?limit=0')).json()).toEqual({ status_code: 400, result: null, error: flagErrors.limitInvalid });
    expect((await queue('?offset=-1')).json()).toEqual({ status_code: 400, result: null, error: flagErrors.offsetInvalid });
    expect((await queue('', false)).statusCode).toBe(401);
  });

  it('an operator clears a flag: it leaves the queue and the counter, once, and the audit log says who', async () => {
    const { code } = await flaggedService('TPF1002');
    const [entry] = (await queue('?kind=mileage_below_recorded&limit=1')).json().result.entries;
    expect(entry.service.transaction_code).toBe(code);
    const clear = async (id: string, signedIn = true) => t.app.inject({ method: 'POST', url: flagPaths.opsClearFlag(id), headers: await as(signedIn) });

    expect((await clear(entry.id)).json()).toEqual({ status_code: 200, result: { id: entry.id, cleared_date: t.clock.now().toISOString() }, error: null });
    const after = (await queue('?kind=mileage_below_recorded')).json().result.entries;
    expect(after.map((e: { id: string }) => e.id)).not.toContain(entry.id);
    const owner = await workshopOwner(t, 'TPF1002', 'Lim Ah Seng');
    expect((await asStaff(t, owner.token, 'GET', workshopAppPaths.service(code))).json().result.flags).toEqual([]);
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'flag.cleared').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: aisyah.actor, subject: code, details: { flag: entry.id, kind: 'mileage_below_recorded' } });

    expect((await clear(entry.id)).json()).toEqual({ status_code: 409, result: null, error: flagErrors.flagCleared });
    expect((await clear('service-999999')).json()).toEqual({ status_code: 404, result: null, error: flagErrors.flagNotFound });
    expect((await clear('anything')).json()).toEqual({ status_code: 404, result: null, error: flagErrors.flagNotFound });
    expect((await clear(entry.id, false)).statusCode).toBe(401);
  });

  it('/metrics counts the flags raised, by kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const count = (kind: string) => Number(new RegExp(`^loyalty_flags_raised_total\\{kind="${kind}"\\} (\\d+)$`, 'm').exec(res.body)?.[1]);
    const stored = async (table: 'service_flags' | 'member_flags', kind: string) =>
      Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', kind).executeTakeFirstOrThrow()).n);
    for (const kind of ['member_many_workshops', 'mileage_implausible_rate', 'mileage_below_recorded', 'workshop_hourly_surge', 'workshop_unusual_hour']) {
      expect([kind, count(kind)]).toEqual([kind, await stored('service_flags', kind)]);
      expect(count(kind)).toBeGreaterThan(0);
    }
    for (const kind of ['accounts_from_one_device', 'accounts_from_one_address', 'referral_burst']) {
      expect([kind, count(kind)]).toEqual([kind, await stored('member_flags', kind)]);
      expect(count(kind)).toBeGreaterThan(0);
    }
    expect(count('possible_duplicate_receipt')).toBe(0);
  });
});
