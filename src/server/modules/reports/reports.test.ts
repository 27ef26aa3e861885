import crypto from 'node:crypto';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { carelineOperator, signInAgain, type TestOperator } from '../../testing/operators';
import { sql } from 'kysely';
import { reportErrors } from '../../../shared/contract/reports';
import { histogramPercentile, verifyBucketHours } from './store';

let t: TestApp;

/** An instant given in Malaysia time. */
const my = (local: string) => new Date(`${local}+08:00`);

let memberSerial = 0;
async function member(referrerId: number | null = null): Promise<number> {
  memberSerial += 1;
  const at = my('2026-01-01T09:00:00');
  const row = await t.database.db
    .insertInto('members')
    .values({
      mobile_number: `6012300${String(memberSerial).padStart(4, '0')}`,
      fullname: `Report Member ${memberSerial}`,
      email: `report${memberSerial}@example.com`,
      birth_date: '1990-01-01',
      password_hash: null,
      auth_provider: null,
      provider_user_id: null,
      referral_code: `REPORT${memberSerial}`,
      referrer_id: referrerId,
      verified_at: at,
      created_at: at,
      updated_at: at,
      anonymised_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface ServiceSeed {
  workshop: string;
  created: string;
  status?: 0 | 1 | 2;
  decided?: string;
  decidedBy?: string;
  freeOil?: string;
}

let serviceSerial = 0;
/** A service of a member of its own (each on its own car and cycle), decided as the seed says. */
async function service(seed: ServiceSeed): Promise<{ guid: string; memberId: number }> {
  serviceSerial += 1;
  const memberId = await member();
  const db = t.database.db;
  const vehicle = crypto.randomUUID();
  const cycle = crypto.randomUUID();
  const guid = crypto.randomUUID();
  const created = my(seed.created);
  await db.insertInto('vehicles').values({ guid: vehicle, member_id: memberId, brand: 'Perodua', model: 'Myvi', plate_number: `RPT${serviceSerial}`, year_manufactured: 2020, registered_mileage: 0, created_at: created }).execute();
  await db.insertInto('cycles').values({ guid: cycle, vehicle_guid: vehicle, workshop_id: seed.workshop, size: 4, created_at: created }).execute();
  const decided = seed.decided ? my(seed.decided) : null;
  await db
    .insertInto('services')
    .values({
      guid,
      transaction_code: `R${String(serviceSerial).padStart(9, '0')}`,
      cycle_guid: cycle,
      vehicle_guid: vehicle,
      member_id: memberId,
      workshop_id: seed.workshop,
      oil_code: seed.freeOil ?? 'QUARTZ70005W30',
      total_bottle: 1,
      free_oil: seed.freeOil !== undefined,
      current_mileage: 10000,
      status: seed.status ?? 0,
      reject_reason: seed.status === 2 ? 'Wrong receipt' : null,
      created_at: created,
      verified_at: seed.status === 1 ? decided : null,
      decided_at: decided,
      decided_by: decided ? (seed.decidedBy ?? `workshop:${seed.workshop}`) : null,
    })
    .execute();
  return { guid, memberId };
}

async function entry(serviceGuid: string, memberId: number, created: string, amount: number): Promise<number> {
  const row = await t.database.db
    .insertInto('festive_entries')
    .values({
      member_id: memberId,
      service_guid: serviceGuid,
      transaction_code: 'R000000000',
      fullname: 'Report Member',
      mobile_number: '60123456789',
      mobile_ext_no: '60',
      mobile_no: '123456789',
      answer: 'Quartz',
      amount,
      tnc: true,
      pdpa: true,
      created_at: my(created),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function pin(amount: number, loaded: string, given?: { entryId: number; at: string }): Promise<void> {
  await t.database.db
    .insertInto('festive_pins')
    .values({ pin: crypto.randomBytes(6).toString('hex'), amount, entry_id: given?.entryId ?? null, loaded_by: 'ops:loader', loaded_at: my(loaded), assigned_at: given ? my(given.at) : null })
    .execute();
}

let aisyah: TestOperator;
let agent: TestOperator;
beforeAll(async () => {
  t = await createTestApp();
  aisyah = await carelineOperator(t, 'supervisor', 'aisyah');
  agent = await carelineOperator(t, 'agent');
  await createWorkshop(t, { workshopId: 'TNS6001', name: 'Bengkel Satu' });
  await createWorkshop(t, { workshopId: 'TNS6002', name: '=Bengkel, "Dua"' });

  // The period 1 to 3 March 2026 (Malaysia time); its first hours are still 28 February in UTC.
  const s1 = await service({ workshop: 'TNS6001', created: '2026-03-01T01:00:00', status: 1, decided: '2026-03-01T03:00:00' });
  const s2 = await service({ workshop: 'TNS6001', created: '2026-03-01T10:00:00', status: 1, decided: '2026-03-02T10:00:00' });
  const s3 = await service({ workshop: 'TNS6001', created: '2026-03-02T09:00:00', status: 2, decided: '2026-03-02T12:00:00' });
  await service({ workshop: 'TNS6002', created: '2026-02-25T10:00:00', status: 2, decided: '2026-03-02T10:00:00', decidedBy: 'system' });
  await service({ workshop: 'TNS6002', created: '2026-03-03T23:30:00' });
  // 3 March in UTC, 4 March in Malaysia: after the period.
  await service({ workshop: 'TNS6002', created: '2026-03-04T00:30:00' });
  const s7 = await service({ workshop: 'TNS6002', created: '2026-03-02T08:00:00', status: 1, decided: '2026-03-03T08:00:00', freeOil: 'QUARTZ70005W30' });
  // Verified 28 February in Malaysia (the same UTC day as the period's first hours): before the period.
  const s8 = await service({ workshop: 'TNS6001', created: '2026-02-27T10:00:00', status: 1, decided: '2026-02-28T23:00:00', freeOil: 'QUARTZINEOHTC5W30' });

  const referrer = await member();
  const rewards = [
    { service: s1, created: '2026-03-01T12:00:00', redeemed: '2026-03-03T09:00:00' },
    { service: s2, created: '2026-03-02T20:00:00', redeemed: null },
    { service: s3, created: '2026-02-20T12:00:00', redeemed: '2026-03-02T07:59:00' },
  ];
  for (const reward of rewards) {
    await t.database.db
      .insertInto('referral_rewards')
      .values({ referrer_id: referrer, referred_id: reward.service.memberId, service_guid: reward.service.guid, created_at: my(reward.created), redeemed_at: reward.redeemed ? my(reward.redeemed) : null })
      .execute();
  }

  const e1 = await entry(s1.guid, s1.memberId, '2026-03-01T11:00:00', 10);
  const e2 = await entry(s2.guid, s2.memberId, '2026-03-01T12:00:00', 30);
  await entry(s7.guid, s7.memberId, '2026-03-03T12:00:00', 10);
  const e4 = await entry(s8.guid, s8.memberId, '2026-02-28T12:00:00', 10);
  await pin(10, '2026-02-20T09:00:00', { entryId: e1, at: '2026-03-02T09:00:00' });
  await pin(10, '2026-02-20T09:00:00', { entryId: e4, at: '2026-02-28T12:00:00' });
  await pin(10, '2026-02-20T09:00:00');
  await pin(30, '2026-03-02T09:00:00', { entryId: e2, at: '2026-03-03T09:00:00' });
  await pin(30, '2026-03-02T09:00:00');
  await pin(10, '2026-03-04T09:00:00');
});
afterAll(() => t.close());

/** A read by Aisyah, a supervisor, signed in afresh. */
async function ops(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...(await signInAgain(t, aisyah)).headers, ...headers } });
}

const PERIOD = 'from=2026-03-01&to=2026-03-03';

async function result(url: string) {
  const res = await ops(url);
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('the reports', () => {
  it('services per day: submitted, verified, rejected and expired, by the Malaysian day', async () => {
    expect(await result(`/api/ops/reports/services?${PERIOD}`)).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      workshop: null,
      rows: [
        { day: '2026-03-01', submitted: 2, verified: 1, rejected: 0, expired: 0 },
        { day: '2026-03-02', submitted: 2, verified: 1, rejected: 1, expired: 1 },
        { day: '2026-03-03', submitted: 1, verified: 1, rejected: 0, expired: 0 },
      ],
    });
  });

  it('services per day of one workshop, its ID in any case', async () => {
    expect(await result(`/api/ops/reports/services?${PERIOD}&workshop=tns6002`)).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      workshop: 'TNS6002',
      rows: [
        { day: '2026-03-01', submitted: 0, verified: 0, rejected: 0, expired: 0 },
        { day: '2026-03-02', submitted: 1, verified: 0, rejected: 0, expired: 1 },
        { day: '2026-03-03', submitted: 1, verified: 1, rejected: 0, expired: 0 },
      ],
    });
  });

  it('per workshop, with the hours to verify at p50 and p95', async () => {
    expect((await result(`/api/ops/reports/workshops?${PERIOD}`)).rows).toEqual([
      { workshop_id: 'TNS6001', workshop_name: 'Bengkel Satu', submitted: 3, verified: 2, rejected: 1, expired: 0, verify_p50_hours: 13, verify_p95_hours: 22.9 },
      { workshop_id: 'TNS6002', workshop_name: '=Bengkel, "Dua"', submitted: 2, verified: 1, rejected: 0, expired: 1, verify_p50_hours: 24, verify_p95_hours: 24 },
    ]);
    expect((await result('/api/ops/reports/workshops?from=2026-03-05&to=2026-03-06')).rows).toEqual([]);
  });

  it('free bottles by product range, every range of the catalogue listed', async () => {
    expect((await result(`/api/ops/reports/free-bottles?${PERIOD}`)).rows).toEqual([
      { range: 'Quartz INEO', bottles: 0 },
      { range: 'Quartz 9000', bottles: 0 },
      { range: 'Quartz 7000', bottles: 1 },
      { range: 'Quartz 8000', bottles: 0 },
    ]);
    expect((await result('/api/ops/reports/free-bottles?from=2026-02-28&to=2026-02-28')).rows).toContainEqual({ range: 'Quartz INEO', bottles: 1 });
    expect((await result(`/api/ops/reports/free-bottles?${PERIOD}&workshop=TNS6001`)).rows.every((row: { bottles: number }) => row.bottles === 0)).toBe(true);
  });

  it('referral rewards earned and redeemed per day', async () => {
    expect((await result(`/api/ops/reports/referral-rewards?${PERIOD}`)).rows).toEqual([
      { day: '2026-03-01', earned: 1, redeemed: 0 },
      { day: '2026-03-02', earned: 1, redeemed: 1 },
      { day: '2026-03-03', earned: 0, redeemed: 1 },
    ]);
  });

  it('festive entries per day with their ringgit, and the PIN stock by amount', async () => {
    expect((await result(`/api/ops/reports/festive-entries?${PERIOD}`)).rows).toEqual([
      { day: '2026-03-01', entries: 2, ringgit: 40 },
      { day: '2026-03-02', entries: 0, ringgit: 0 },
      { day: '2026-03-03', entries: 1, ringgit: 10 },
    ]);
    expect((await result(`/api/ops/reports/pin-stock?${PERIOD}`)).rows).toEqual([
      { amount: 10, loaded: 0, given: 1, left: 1 },
      { amount: 30, loaded: 2, given: 1, left: 1 },
    ]);
    expect((await result('/api/ops/reports/pin-stock?from=2026-03-01&to=2026-03-31')).rows).toEqual([
      { amount: 10, loaded: 1, given: 1, left: 2 },
      { amount: 30, loaded: 2, given: 1, left: 1 },
    ]);
  });

  it('answers CSV with the JSON rows’ columns, as an attachment, for format=csv or Accept: text/csv', async () => {
    const res = await ops(`/api/ops/reports/services?${PERIOD}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-services-2026-03-01-to-2026-03-03.csv"');
    expect(res.body).toBe('day,submitted,verified,rejected,expired\r\n2026-03-01,2,1,0,0\r\n2026-03-02,2,1,1,1\r\n2026-03-03,1,1,0,0\r\n');

    const byAccept = await ops(`/api/ops/reports/workshops?${PERIOD}&workshop=TNS6002`, { accept: 'text/csv' });
    expect(byAccept.headers['content-disposition']).toBe('attachment; filename="report-workshops-2026-03-01-to-2026-03-03-TNS6002.csv"');
    // A name that could start a formula is defused; quotes and commas are quoted.
    expect(byAccept.body).toBe(
      'workshop_id,workshop_name,submitted,verified,rejected,expired,verify_p50_hours,verify_p95_hours\r\nTNS6002,"\'=Bengkel, ""Dua""",2,1,0,1,24,24\r\n',
    );
    const json = await ops(`/api/ops/reports/pin-stock?${PERIOD}`, { accept: 'application/json, text/csv' });
    expect(json.json().result.rows).toHaveLength(2);
  });

  it('writes every read to the audit log under the operator', async () => {
    await ops(`/api/ops/reports/festive-entries?${PERIOD}&format=csv`);
    await ops(`/api/ops/reports/workshops?${PERIOD}&workshop=tns6001`);
    const rows = await t.database.db.selectFrom('audit_log').select(['actor', 'action', 'subject', 'details']).where('action', '=', 'report.read').orderBy('id', 'desc').limit(2).execute();
    expect(rows).toEqual([
      { actor: aisyah.actor, action: 'report.read', subject: 'TNS6001', details: { report: 'workshops', from: '2026-03-01', to: '2026-03-03', format: 'json' } },
      { actor: aisyah.actor, action: 'report.read', subject: null, details: { report: 'festiveEntries', from: '2026-03-01', to: '2026-03-03', format: 'csv' } },
    ]);
  });

  it.each([
    ['/api/ops/reports/services?to=2026-03-03', reportErrors.fromMissing],
    ['/api/ops/reports/services?from=2026-03-01', reportErrors.toMissing],
    ['/api/ops/reports/services?from=2026-02-30&to=2026-03-03', reportErrors.fromInvalid],
    ['/api/ops/reports/services?from=2026-03-01&to=3/3/2026', reportErrors.toInvalid],
    ['/api/ops/reports/services?from=2026-03-04&to=2026-03-03', reportErrors.rangeInvalid],
    ['/api/ops/reports/services?from=2026-01-01&to=2027-01-02', reportErrors.tooLong],
    [`/api/ops/reports/services?${PERIOD}&workshop=TNS-6001`, reportErrors.workshopInvalid],
    [`/api/ops/reports/services?${PERIOD}&workshop=NOPE1`, reportErrors.workshopUnknown],
    [`/api/ops/reports/referral-rewards?${PERIOD}&workshop=TNS6001`, reportErrors.workshopNotApplicable],
    [`/api/ops/reports/services?${PERIOD}&format=xlsx`, reportErrors.formatInvalid],
  ])('refuses %s: 400 with the reason, nothing audited', async (url, error) => {
    const before = await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await ops(url);
    expect(res.json()).toEqual({ status_code: 400, result: null, error });
    const after = await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes a period of 366 days, and the messages name the limits', async () => {
    const year = await result('/api/ops/reports/services?from=2027-01-01&to=2028-01-01');
    expect(year.rows).toHaveLength(366);
    expect(reportErrors.tooLong).toBe('A report covers at most 366 days: shorten the period');
  });

  it('refuses a caller who is not signed in (401) and an agent (403)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ops/reports/services?${PERIOD}` });
    expect(res.statusCode).toBe(401);
    expect((await ops(`/api/ops/reports/pin-stock?${PERIOD}`, { authorization: 'Bearer clpat_no-one-has-this-token-0000000' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/ops/reports/pin-stock?${PERIOD}`, headers: agent.headers })).json().result).toEqual({ reason: 'role_required', role: 'supervisor' });
  });
});

describe('the rollups the reports read (migration 0061)', () => {
  const rollups = async () => {
    const db = t.database.db;
    return {
      days: await db.selectFrom('report_service_days').selectAll().where(sql<boolean>`submitted + verified + rejected + expired > 0`).orderBy('day').orderBy('workshop_id').execute(),
      // A day whose histogram is the day's before it (its verification moved away) counts nothing.
      hours: (await db.selectFrom('report_verify_hours').selectAll().orderBy('workshop_id').orderBy('day').execute()).filter(
        (row, i, all) => row.counts.join() !== (all[i - 1]?.workshop_id === row.workshop_id ? all[i - 1]!.counts : row.counts.map(() => 0)).join(),
      ),
      pins: await db.selectFrom('report_pin_days').selectAll().where(sql<boolean>`loaded + given > 0`).orderBy('day').orderBy('amount').execute(),
    };
  };

  it('follow a decision, a change of workshop and a removal, and a rebuild recounts the same', async () => {
    const db = t.database.db;
    const pending = await service({ workshop: 'TNS6001', created: '2026-03-05T10:00:00' });
    const workshops = () => result('/api/ops/reports/workshops?from=2026-03-05&to=2026-03-06');
    expect((await workshops()).rows).toEqual([expect.objectContaining({ workshop_id: 'TNS6001', submitted: 1, verified: 0, verify_p50_hours: null })]);

    await db.updateTable('services').set({ status: 1, decided_at: my('2026-03-06T11:30:00'), verified_at: my('2026-03-06T11:30:00'), decided_by: 'workshop:TNS6001' }).where('guid', '=', pending.guid).execute();
    expect((await workshops()).rows).toEqual([expect.objectContaining({ workshop_id: 'TNS6001', submitted: 1, verified: 1, verify_p50_hours: 25.5, verify_p95_hours: 25.5 })]);
    // The earlier days' histograms are untouched: nothing verified at TNS6001 from 1 to 3 March changed.
    expect((await result(`/api/ops/reports/workshops?${PERIOD}&workshop=TNS6001`)).rows[0]).toMatchObject({ verify_p50_hours: 13, verify_p95_hours: 22.9 });

    await db.updateTable('services').set({ workshop_id: 'TNS6002' }).where('guid', '=', pending.guid).execute();
    expect((await workshops()).rows).toEqual([expect.objectContaining({ workshop_id: 'TNS6002', submitted: 1, verified: 1, verify_p50_hours: 25.5 })]);

    const before = await rollups();
    await sql`select report_rollups_rebuild()`.execute(db);
    expect(await rollups()).toEqual(before);

    await db.deleteFrom('services').where('guid', '=', pending.guid).execute();
    expect((await workshops()).rows).toEqual([]);
  });

  it('give a PIN to an entry and the stock left follows', async () => {
    const db = t.database.db;
    const stock = async () => (await result('/api/ops/reports/pin-stock?from=2026-04-01&to=2026-04-02')).rows.find((row: { amount: number }) => row.amount === 30);
    const left = (await stock()).left;
    await pin(30, '2026-04-01T09:00:00');
    expect(await stock()).toEqual({ amount: 30, loaded: 1, given: 0, left: left + 1 });
    const served = await service({ workshop: 'TNS6001', created: '2026-04-02T09:00:00', status: 1, decided: '2026-04-02T09:30:00' });
    const entryId = await entry(served.guid, served.memberId, '2026-04-02T10:00:00', 30);
    await db.updateTable('festive_pins').set({ entry_id: entryId, assigned_at: my('2026-04-02T10:00:00') }).where('loaded_at', '=', my('2026-04-01T09:00:00')).execute();
    expect(await stock()).toEqual({ amount: 30, loaded: 1, given: 1, left });
  });

  it('bucket a time to verify to 6 minutes up to a day, 30 minutes up to 5 days, an hour up to 14 days', async () => {
    const cases: [number, number][] = [
      [0, 0],
      [-60, 0],
      [2 * 3600 + 170, 2],
      [2 * 3600 + 190, 2.1],
      [23.99 * 3600, 24],
      [30.2 * 3600, 30],
      [30.3 * 3600, 30.5],
      [119.9 * 3600, 120],
      [200.4 * 3600, 200],
      [400 * 3600, 336],
    ];
    for (const [seconds, hours] of cases) {
      const { rows } = await sql<{ b: number }>`select report_verify_bucket(${seconds}::double precision) as b`.execute(t.database.db);
      expect([seconds, verifyBucketHours(rows[0]!.b)]).toEqual([seconds, hours]);
    }
  });

  it('read percentiles from a histogram as percentile_cont reads the values', () => {
    const histogram = (hours: number[]) => {
      const counts = Array.from({ length: 649 }, () => 0);
      for (const h of hours) counts[h * 10]! += 1;
      return counts;
    };
    expect(histogramPercentile(histogram([]), 0.5)).toBeNull();
    expect(histogramPercentile(histogram([2, 24]), 0.95)).toBeCloseTo(22.9);
    expect(histogramPercentile(histogram([1, 2, 3, 4]), 0.5)).toBeCloseTo(2.5);
    expect(histogramPercentile(histogram([5, 1, 1, 9]), 0.95)).toBeCloseTo(8.4);
  });
});
