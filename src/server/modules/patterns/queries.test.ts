import crypto from 'node:crypto';
import { Kysely, Migrator, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';
import { migrations } from '../../db/migrations';
import { adminUrl, describePostgres } from '../../testing/postgres';
import { listFlaggedRows } from './queue';
import { carServices, countReferralsSince, countRegistrationsSince, hasMemberFlagSince, memberServicesSince } from './store';
import { flagsOfService } from './view';

/** Enough rows that PostgreSQL's planner would scan a table rather than read an index it has no use for. */
const MEMBERS = 20_000;
const LARGE_TABLES = ['members', 'vehicles', 'services', 'service_flags', 'member_flags', 'registration_keys'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describePostgres('the pattern queries on PostgreSQL', 'the pattern queries’ plans', () => {
  const name = `loyalty_patterns_${crypto.randomBytes(5).toString('hex')}`;
  const url = () => {
    const u = adminUrl();
    u.pathname = `/${name}`;
    return u.toString();
  };
  let pool: pg.Pool;
  let db: Kysely<Database>;
  const captured: CompiledQuery[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl().toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    pool = new pg.Pool({ connectionString: url(), max: 2 });
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') captured.push(event.query);
      },
    });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    // Up to the migration before this module's, then a programme's worth of rows, then the rest: its backfill runs on them.
    const before = await migrator.migrateTo('2026_11_26_0030_receipt_fingerprints');
    if (before.error) throw before.error;
    await seed(pool);
    const latest = await migrator.migrateToLatest();
    if (latest.error) throw latest.error;
    await seedAccounts(pool);
    await pool.query('ANALYZE');
  }, 240_000);

  afterAll(async () => {
    await db?.destroy();
    const dropper = new pg.Client({ connectionString: adminUrl().toString() });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  }, 60_000);

  /** Runs the work, then the plan of every statement it sent: the large tables it read by a scan of the whole table. */
  async function scansOf(work: () => Promise<unknown>): Promise<{ scanned: string[]; indexes: string[] }> {
    captured.length = 0;
    await work();
    const nodes: PlanNode[] = [];
    for (const query of [...captured]) {
      const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.parameters as unknown[]);
      nodes.push(...nodesOf((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan));
    }
    return {
      scanned: nodes.filter((n) => n['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(n['Relation Name'] ?? '')).map((n) => n['Relation Name']!),
      indexes: [...new Set(nodes.map((n) => n['Index Name']).filter((i): i is string => !!i))].sort(),
    };
  }

  const now = new Date();
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);

  it('read every large table through an index: a member’s week, a car’s services, referrals, registrations, flags', async () => {
    const member = 4321;
    const vehicle = (await pool.query(`SELECT guid FROM vehicles WHERE member_id = $1`, [member])).rows[0].guid as string;
    const service = (await pool.query(`SELECT guid FROM services WHERE member_id = $1 LIMIT 1`, [member])).rows[0].guid as string;
    // Each check names the indexes that serve it; the planner picks among them by the data's spread.
    const checks: [string, () => Promise<unknown>, string | string[]][] = [
      ['member week', () => memberServicesSince(db, member, since), ['services_member_created', 'services_created_report']],
      ['car services', () => carServices(db, vehicle), 'services_vehicle'],
      ['referral burst', () => countReferralsSince(db, 7, since), 'members_referrer_created'],
      ['accounts from one address', () => countRegistrationsSince(db, 'address_key', 'address-77', since), 'registration_keys_address'],
      ['accounts from one device', () => countRegistrationsSince(db, 'device_key', 'device-77', since), 'registration_keys_device'],
      ['referrer flagged lately', () => hasMemberFlagSince(db, 20, 'referral_burst', since), 'member_flags_member'],
      ['counter flags', () => flagsOfService(db, { guid: service, member_id: member }), 'service_flags_service'],
      ['flagged queue', () => listFlaggedRows(db, null, 0, 51), 'service_flags_open'],
      ['flagged queue by kind, page 3', () => listFlaggedRows(db, 'mileage_below_recorded', 100, 51), 'service_flags_open_kind'],
    ];
    for (const [what, work, index] of checks) {
      const { scanned, indexes } = await scansOf(work);
      expect({ what, scanned }).toEqual({ what, scanned: [] });
      const serving = [index].flat();
      expect({ what, servedByOneOf: indexes.some((name) => serving.includes(name)) ? serving : indexes }).toEqual({ what, servedByOneOf: serving });
    }
  });

  it('the migration counts each workshop’s verifications by hour from the services already verified', async () => {
    const { rows } = await pool.query(`
      SELECT p.max_hourly, p.verified_total, p.hour_counts,
             (SELECT max(n) FROM (SELECT count(*) AS n FROM services WHERE workshop_id = 'W0007' AND verified_at IS NOT NULL AND decided_by NOT LIKE 'ops:%' AND decided_by NOT LIKE 'careline:%'
                                  GROUP BY date_trunc('hour', verified_at AT TIME ZONE 'UTC')) h) AS expected_max,
             (SELECT count(*) FROM services WHERE workshop_id = 'W0007' AND verified_at IS NOT NULL AND decided_by NOT LIKE 'ops:%' AND decided_by NOT LIKE 'careline:%') AS expected_total,
             (SELECT count(*) FROM services WHERE workshop_id = 'W0007' AND decided_by NOT LIKE 'ops:%' AND decided_by NOT LIKE 'careline:%'
                AND extract(hour FROM verified_at AT TIME ZONE 'Asia/Kuala_Lumpur') = 9) AS expected_at_nine
      FROM workshop_verification_profiles p WHERE p.workshop_id = 'W0007'`);
    const [row] = rows;
    expect(Number(row.expected_total)).toBeGreaterThan(0);
    expect(row.max_hourly).toBe(Number(row.expected_max));
    expect(row.verified_total).toBe(Number(row.expected_total));
    expect(row.hour_counts).toHaveLength(24);
    expect(row.hour_counts[9]).toBe(Number(row.expected_at_nine));
    expect(row.hour_counts.reduce((a: number, b: number) => a + b, 0)).toBe(row.verified_total);
  });
});

/**
 * Members, one car each with a cycle and two services (one verified, by its workshop or now and then
 * the careline, one pending), the referrals among them, and flags on one service in ten.
 */
async function seed(pool: pg.Pool): Promise<void> {
  const run = (text: string) => pool.query(text);
  await run(`
    INSERT INTO members (mobile_number, fullname, email, birth_date, referral_code, referrer_id, verified_at, created_at, updated_at)
    SELECT '6012' || lpad(i::text, 7, '0'), 'Member ' || i, 'm' || i || '@example.com', DATE '1990-01-01', 'R' || lpad(i::text, 7, '0'),
           NULL, now() - (i % 400) * interval '1 day', now() - (i % 400) * interval '1 day', now()
    FROM generate_series(1, ${MEMBERS}) AS i`);
  await run(`UPDATE members SET referrer_id = (id % 1000) + 1 WHERE id > 1000`);
  await run(`
    INSERT INTO vehicles (guid, member_id, brand, model, plate_number, created_at)
    SELECT md5('v' || id)::uuid, id, 'Perodua', 'Myvi', 'P' || id, created_at FROM members`);
  await run(`
    INSERT INTO cycles (guid, vehicle_guid, workshop_id, size, created_at)
    SELECT md5('c' || member_id)::uuid, guid, 'W' || lpad((member_id % 200)::text, 4, '0'), 4, created_at FROM vehicles`);
  await run(`
    INSERT INTO services (guid, transaction_code, cycle_guid, vehicle_guid, member_id, workshop_id, oil_code, total_bottle, current_mileage, status,
                          created_at, verified_at, decided_at, decided_by)
    SELECT md5('s' || v.member_id || '-' || k)::uuid, 'T' || lpad((v.member_id * 2 + k)::text, 9, '0'), md5('c' || v.member_id)::uuid, v.guid, v.member_id,
           'W' || lpad((v.member_id % 200)::text, 4, '0'), 'QUARTZ70005W30', 1, 10000 * (k + 1), CASE WHEN k = 0 THEN 1 ELSE 0 END,
           now() - (60 - 50 * k) * interval '1 day' + (v.member_id % 10) * interval '1 hour',
           CASE WHEN k = 0 THEN now() - 59 * interval '1 day' + (v.member_id % 10) * interval '1 hour' END,
           CASE WHEN k = 0 THEN now() - 59 * interval '1 day' + (v.member_id % 10) * interval '1 hour' END,
           CASE WHEN k = 0 THEN CASE WHEN v.member_id % 17 = 0 THEN 'ops:aisyah' ELSE 'workshop:W' || lpad((v.member_id % 200)::text, 4, '0') END END
    FROM vehicles v CROSS JOIN generate_series(0, 1) AS k`);
  await run(`
    INSERT INTO service_flags (service_guid, kind, reason, figures, created_at)
    SELECT guid, (ARRAY['member_many_workshops', 'mileage_below_recorded', 'mileage_implausible_rate', 'workshop_hourly_surge'])[1 + member_id % 4],
           'A reason', '{}'::jsonb, created_at
    FROM services WHERE member_id % 10 = 0`);
}

/** Where each member registered from (5,000 addresses, 20,000 devices), and flags on one account in twenty: tables of migration 0050. */
async function seedAccounts(pool: pg.Pool): Promise<void> {
  await pool.query(`
    INSERT INTO registration_keys (member_id, address_key, device_key, created_at)
    SELECT id, 'address-' || (id % 5000), 'device-' || (id % 20000), created_at FROM members`);
  await pool.query(`
    INSERT INTO member_flags (member_id, kind, reason, figures, created_at)
    SELECT id, (ARRAY['referral_burst', 'accounts_from_one_address', 'accounts_from_one_device'])[1 + id % 3], 'A reason', '{}'::jsonb, created_at
    FROM members WHERE id % 20 = 0`);
}
