import crypto from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { adminUrl, describePostgres } from '../../../testing/postgres';
import { openDatabase, type OpenedDatabase } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { namePrefixQuery } from './store';

const OPS_TOKEN = 'ops-token-for-the-search-on-postgres';
const MEMBERS = 20_000;

describePostgres('finding members on PostgreSQL', 'the member search on PostgreSQL', () => {
  const name = `loyalty_careline_search_${crypto.randomBytes(5).toString('hex')}`;
  let database: OpenedDatabase;
  let t: TestApp;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl().toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = adminUrl();
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, log: { error: () => undefined } });
    await database.withoutLimits((db) => migrateToLatest(db));
    // Enough members, with names that share their starts, for the planner to prefer the index.
    await sql`
      INSERT INTO members (mobile_number, fullname, email, birth_date, password_hash, referral_code, verified_at, created_at, updated_at)
      SELECT '6019' || lpad(n::text, 7, '0'),
             (ARRAY['Muhammad', 'Nur', 'Tan', 'Lim', 'Siti'])[1 + n % 5] || ' ' || md5(n::text),
             'm' || n || '@example.com', '1990-01-01', NULL, 'R' || n, now(), now(), now()
      FROM generate_series(1, ${MEMBERS}) AS n`.execute(database.db);
    await sql`ANALYZE members`.execute(database.db);
    t = await createTestApp({ OPS_TOKEN }, {}, { database });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await database?.close();
    const dropper = new pg.Client({ connectionString: adminUrl().toString() });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  }, 60_000);

  it('finds by the start of a name, in name order, capped at 20', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ops/members?q=MUHAMMAD', headers: { 'x-ops-token': OPS_TOKEN } });
    const found = res.json().result as { fullname: string; matched: string }[];
    expect(found).toHaveLength(20);
    expect(found.every((hit) => hit.matched === 'name' && hit.fullname.startsWith('Muhammad '))).toBe(true);
    const names = found.map((hit) => hit.fullname.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('reads a common start from the name index in its order, with no sort of every match', async () => {
    const compiled = namePrefixQuery(database.db, 'muhammad', 20).compile();
    const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]));
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    expect(plan).toContain('"Index Name":"members_name_prefix"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
