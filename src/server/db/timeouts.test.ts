import crypto from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../testing/testApp';
import { get, post, verifiedMember } from '../testing/accounts';
import { newPlate } from '../testing/loyalty';
import { SERVICE_UNAVAILABLE } from '../http/envelope';
import { accountPaths } from '../../shared/contract/accounts';
import { serverPaths } from '../../shared/contract/server';
import { loadConfig } from '../../../config';
import { databaseLimits, openDatabase, openEmbedded, type DatabaseLimits, type OpenedDatabase } from './database';
import { migrateToLatest } from './migrate';
import { isDatabaseUnavailable } from './outage';
import { adminUrl, describePostgres } from '../testing/postgres';

const unavailable = { status_code: 503, result: null, error: SERVICE_UNAVAILABLE };

/** Small limits, so the test waits fractions of a second; nothing below measures them. */
const LIMITS: DatabaseLimits = { statementTimeoutMs: 1_000, lockTimeoutMs: 300, idleInTransactionTimeoutMs: 500, connectTimeoutMs: 1_000 };

const addVehicle = (t: TestApp, token: string) =>
  post(t, '/api/vehicle', { model_brand: 'Perodua', model_name: 'Myvi', plate_number: newPlate(), year_manufactured: '2019', mileage: 0 }, { token });

describe('the limits from the configuration', () => {
  it('have defaults, and each can be set', () => {
    expect(databaseLimits(loadConfig({}))).toEqual({ statementTimeoutMs: 10_000, lockTimeoutMs: 3_000, idleInTransactionTimeoutMs: 15_000, connectTimeoutMs: 5_000 });
    const set = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_LOCK_TIMEOUT_MS: '0',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_CONNECT_TIMEOUT_MS: '800',
    });
    expect(databaseLimits(set)).toEqual({ statementTimeoutMs: 2_000, lockTimeoutMs: 0, idleInTransactionTimeoutMs: 60_000, connectTimeoutMs: 800 });
    expect(() => loadConfig({ DATABASE_LOCK_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_LOCK_TIMEOUT_MS/);
  });

  it('answer 503 for a statement, lock or idle transaction cut short', () => {
    for (const code of ['57014', '55P03', '25P03']) expect(isDatabaseUnavailable(Object.assign(new Error('cut'), { code }))).toBe(true);
  });

  it('answer 503 for a database whose disk is full: PostgreSQL’s disk_full, or the embedded database’s refused write', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: '53100' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});

/** Until the embedded database's thread has finished what a cut statement left it running: a state, not a time. */
async function whenIdle(db: OpenedDatabase['db']): Promise<void> {
  for (;;) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '57014') throw err;
    }
  }
}

describe('the embedded database’s statement deadline', () => {
  let opened: OpenedDatabase;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // From the run's migrated dump (testDb.ts), with this test's limits: a fresh initdb and every
    // migration took over a minute while CI's two passes and the browser shared the machine.
    opened = await openEmbedded({ loadDataDir: process.env.TEST_PGLITE_DUMP! }, LIMITS);
    await opened.withoutLimits((db) => migrateToLatest(db));
    t = await createTestApp({}, {}, { database: opened });
    token = (await verifiedMember(t)).tokens.access_token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await opened?.close();
  });

  it('is accepted and ignored by PGlite itself, so the deadline is the caller’s', async () => {
    await opened.withoutLimits(async (db) => {
      await sql`set statement_timeout = 50`.execute(db);
      // PGlite runs the statement to its end: nothing in its WebAssembly interrupts it.
      await expect(sql`select pg_sleep(0.3)`.execute(db)).resolves.toBeDefined();
      await sql`reset statement_timeout`.execute(db);
    });
  });

  it('cuts a statement past the deadline with PostgreSQL’s own statement_timeout error, and the next statement runs', async () => {
    const slow = sql`select pg_sleep(3)`.execute(opened.db);
    await expect(slow).rejects.toMatchObject({ code: '57014' });
    await expect(slow.catch((err) => isDatabaseUnavailable(err))).resolves.toBe(true);
    // The thread finishes the statement, then answers the next ones as before.
    await whenIdle(opened.db);
    expect((await sql<{ n: number }>`select 1 as n`.execute(opened.db)).rows).toEqual([{ n: 1 }]);
  }, 30_000);

  it('answers a request queued behind a long statement 503 in the envelope, while /api/health answers', async () => {
    const slow = sql`select pg_sleep(3)`.execute(opened.db).catch(() => undefined);
    const res = await get(t, accountPaths.me, token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable);
    expect((await get(t, serverPaths.health)).statusCode).toBe(200);
    await slow;
    await whenIdle(opened.db);
    expect((await get(t, accountPaths.me, token)).statusCode).toBe(200);
  }, 30_000);

  it('answers 503 to a request waiting for the connection a transaction holds past the bound, and serves again once it ends', async () => {
    await whenIdle(opened.db);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const hasBegun = new Promise<void>((resolve) => (begun = resolve));
    const transaction = opened.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      begun();
      await holding;
    });
    await hasBegun;
    const res = await addVehicle(t, token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable);
    release();
    await transaction;
    expect((await addVehicle(t, token)).statusCode).toBe(200);
  }, 30_000);
});

describePostgres('PostgreSQL with a table locked by another connection', 'the database timeout test', () => {
  const name = `loyalty_timeouts_${crypto.randomBytes(5).toString('hex')}`;
  const dbUrl = () => {
    const url = adminUrl();
    url.pathname = `/${name}`;
    return url.toString();
  };
  let database: OpenedDatabase;
  let t: TestApp;
  let token: string;
  let locker: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl().toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    // The idle-transaction test ends a connection on purpose: its line in the log is expected.
    database = await openDatabase({ databaseUrl: dbUrl(), dataDir: null, limits: LIMITS, log: { error: () => undefined } });
    await database.withoutLimits((db) => migrateToLatest(db));
    t = await createTestApp({}, {}, { database });
    token = (await verifiedMember(t)).tokens.access_token;
    locker = new pg.Client({ connectionString: dbUrl() });
    await locker.connect();
  }, 60_000);

  afterAll(async () => {
    await locker?.end().catch(() => undefined);
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

  it('gives every serving connection the limits', async () => {
    const { rows } = await sql<{ statement: string; lock: string; idle: string }>`
      select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
             current_setting('idle_in_transaction_session_timeout') as idle`.execute(database.db);
    expect(rows).toEqual([{ statement: '1s', lock: '300ms', idle: '500ms' }]);
    // Migrations run without them.
    const unlimited = await database.withoutLimits((db) => sql<{ statement: string }>`select current_setting('statement_timeout') as statement`.execute(db));
    expect(unlimited.rows).toEqual([{ statement: '0' }]);
  });

  it('answers 503 in the envelope to requests needing the locked table, even more of them than the pool holds, while other routes and /api/ready answer', async () => {
    await locker.query('begin');
    await locker.query('lock table vehicles in access exclusive mode');
    try {
      const blocked = await Promise.all(Array.from({ length: 15 }, () => addVehicle(t, token)));
      for (const res of blocked) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(unavailable);
      }
      // The pool was not left full: a route that never touches the table, and readiness, still answer.
      const me = await get(t, accountPaths.me, token);
      expect(me.statusCode).toBe(200);
      expect(me.json().result).toMatchObject({ mobile_number: expect.any(String) });
      const ready = await get(t, serverPaths.ready);
      expect(ready.statusCode).toBe(200);
    } finally {
      await locker.query('rollback');
    }
    // Nothing was half-done: once the lock is gone the same request succeeds.
    expect((await addVehicle(t, token)).statusCode).toBe(200);
  }, 60_000);

  it('cuts a statement past statement_timeout with a 503-class error', async () => {
    const err = await sql`select pg_sleep(5)`.execute(database.db).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(err)).toBe(true);
  }, 30_000);

  it('ends a transaction left idle past the limit, releasing its locks', async () => {
    const outcome = await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`lock table vehicles in access exclusive mode`.execute(trx);
        // Idle in the transaction, as a request stuck between two statements would be.
        await new Promise((r) => setTimeout(r, LIMITS.idleInTransactionTimeoutMs * 4));
        await sql`select 1`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    // The lock went with the session: the table is free for everyone else.
    expect((await addVehicle(t, token)).statusCode).toBe(200);
  }, 30_000);
});
