import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { createTestApp, type TestApp } from '../testing/testApp';
import { freePort } from '../testing/localServices';
import { get, post, verifiedMember } from '../testing/accounts';
import { newPlate } from '../testing/loyalty';
import { until } from '../testing/until';
import { SERVICE_UNAVAILABLE } from '../http/envelope';
import { accountPaths } from '../../shared/contract/accounts';
import { DATABASE_CONNECT_TIMEOUT_MS, openDatabase, type DatabaseLog, type OpenedDatabase } from './database';
import { migrateToLatest } from './migrate';
import { isDatabaseUnavailable } from './outage';
import { adminUrl, describePostgres } from '../testing/postgres';

/** The password in the test databases' URLs (trust auth ignores it): it must never reach a log line. */
const URL_PASSWORD = 'outage-url-secret-5Tq';
/** Time a request may take over the connect bound: the app's own work on a busy machine. */
const SLACK_MS = 3_000;

function captureLog() {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const dbLog: DatabaseLog = { error: (fields, message) => void lines.push(JSON.stringify({ ...fields, err: String(fields.err), message })) };
  return { lines, dbLog, logger: { level: 'warn', stream } };
}

const unavailable = { status_code: 503, result: null, error: SERVICE_UNAVAILABLE };

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await run();
  return { value, ms: Date.now() - started };
}

describe('which errors mean the database is unavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['pg_terminate_backend', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a crash', Object.assign(new Error('terminating connection because of crash of another server process'), { code: '57P02' })],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a lost socket', new Error('Connection terminated unexpectedly')],
    ['a pool that found no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a broken client used again', new Error('Client has encountered a connection error and is not queryable')],
    ['several refused addresses', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })])],
  ])('%s is', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a serialization failure', Object.assign(new Error('could not serialize access'), { code: '40001' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['no error', undefined],
  ])('%s is not', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('a database that cannot be reached', () => {
  const log = captureLog();
  let t: TestApp;
  let database: OpenedDatabase;
  let silent: net.Server;
  const held: net.Socket[] = [];

  afterAll(async () => {
    await t?.close();
    await database?.close();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
  });

  it('answers 503 in the envelope within the bound, while /api/health answers 200', async () => {
    const port = await freePort();
    database = await openDatabase({ databaseUrl: `postgres://postgres:${URL_PASSWORD}@127.0.0.1:${port}/loyalty`, dataDir: null, log: log.dbLog });
    t = await createTestApp({}, { logger: log.logger }, { database });
    const login = await timed(() => post(t, accountPaths.login, { mobile_number: '60123456789', password: 'Secret#123' }));
    expect(login.value.statusCode).toBe(503);
    expect(login.value.json()).toEqual(unavailable);
    expect(login.ms).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + SLACK_MS);
    expect((await get(t, '/api/health')).statusCode).toBe(200);
    // A refresh during an outage keeps the member's refresh cookie: the token was not refused.
    const refresh = await t.app.inject({ method: 'POST', url: accountPaths.refreshToken, payload: {}, cookies: { refresh_token: 'a'.repeat(43) } });
    expect(refresh.statusCode).toBe(503);
    expect(refresh.headers['set-cookie']).toBeUndefined();
    expect(log.lines.join('\n')).toContain('database unavailable');
    expect(log.lines.join('\n')).not.toContain(URL_PASSWORD);
  });

  it('answers 503 when a connection cannot be made within the bound (a host that does not answer)', async () => {
    silent = net.createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const bound = 500;
    const stalled = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/loyalty`, dataDir: null, log: log.dbLog, connectTimeoutMs: bound });
    const app = await createTestApp({}, {}, { database: stalled });
    try {
      const login = await timed(() => post(app, accountPaths.login, { mobile_number: '60123456789', password: 'Secret#123' }));
      expect(login.value.json()).toEqual(unavailable);
      expect(login.ms).toBeGreaterThanOrEqual(bound - 50);
      expect(login.ms).toBeLessThan(bound + SLACK_MS);
    } finally {
      await app.close();
      await stalled.close();
    }
  });
});

describePostgres('PostgreSQL ending the server’s connections', 'the database outage test', () => {
  const log = captureLog();
  const name = `loyalty_outage_${crypto.randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let database: OpenedDatabase;
  let t: TestApp;
  let token: string;

  /** Ends every connection to the test's database but the asker's; answers how many. */
  const terminate = async (where = 'true') => {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and ${where}`,
      [name],
    );
    return rows.filter((row) => row.ended).length;
  };
  const addVehicle = (plate: string) =>
    post(t, '/api/vehicle', { model_brand: 'Perodua', model_name: 'Myvi', plate_number: plate, year_manufactured: '2019', mileage: 0 }, { token });
  const plateCount = async (plate: string) =>
    Number((await admin.query(`select count(*) as n from vehicles where plate_number = $1`, [plate])).rows[0].n);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl().toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = adminUrl();
    url.pathname = `/${name}`;
    url.password = URL_PASSWORD;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, log: log.dbLog });
    await migrateToLatest(database.db);
    t = await createTestApp({}, { logger: log.logger }, { database });
    token = (await verifiedMember(t)).tokens.access_token;
    // The steady stream adds far more cars than a member may have.
    await database.db.updateTable('members').set({ vehicle_allowance: 10_000 }).execute();
    // From here on the admin client reads the test's database (plates) and ends its connections.
    await admin.end();
    admin = new pg.Client({ connectionString: adminDbUrl(name) });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await admin?.end();
    const dropper = new pg.Client({ connectionString: adminUrl().toString() });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  }, 60_000);

  it('keeps serving through repeated kills: every 200 is saved once, every failure is a 503 in time, and the next requests succeed', async () => {
    /** `round`: how many kills had happened when the request was sent. */
    const outcomes: { plate: string; status: number; body: unknown; ms: number; round: number }[] = [];
    let killing = true;
    let kills = 0;
    const worker = async () => {
      while (killing) {
        const plate = newPlate();
        const round = kills;
        const { value, ms } = await timed(() => addVehicle(plate));
        outcomes.push({ plate, status: value.statusCode, body: value.json(), ms, round });
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    let ended = 0;
    for (let round = 0; round < 10; round++) {
      // Served again before each kill: three cars sent since the last one are saved.
      await until(`three cars saved after kill ${round}`, () => outcomes.filter((o) => o.round === round && o.status === 200).length >= 3);
      ended += await terminate();
      kills += 1;
    }
    killing = false;
    await Promise.all(workers);

    expect(ended).toBeGreaterThan(0);
    expect(outcomes.length).toBeGreaterThan(20);
    for (const outcome of outcomes) {
      expect(outcome.ms).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + SLACK_MS);
      if (outcome.status === 200) {
        expect(await plateCount(outcome.plate)).toBe(1);
      } else {
        expect({ status: outcome.status, body: outcome.body }).toEqual({ status: 503, body: unavailable });
        // Lost before or after COMMIT: either nothing or the whole car, never twice.
        expect(await plateCount(outcome.plate)).toBeLessThanOrEqual(1);
      }
    }
    // The pool made new connections by itself.
    for (let i = 0; i < 5; i++) expect((await addVehicle(newPlate())).statusCode).toBe(200);
    expect(log.lines.some((line) => line.includes('a database connection was lost'))).toBe(true);
    expect(log.lines.join('\n')).not.toContain(URL_PASSWORD);
  }, 60_000);

  it('answers 503 and saves nothing when the connection is ended in the middle of the transaction', async () => {
    const blocker = new pg.Client({ connectionString: adminDbUrl(name) });
    await blocker.connect();
    try {
      // Inserts wait on this lock, inside the add's transaction (after it locked the member's row).
      await blocker.query('begin; lock table vehicles in share row exclusive mode');
      const plate = newPlate();
      const pending = addVehicle(plate);
      const blockerPid = (await blocker.query('select pg_backend_pid() as pid')).rows[0].pid;
      let ended = 0;
      await until('the add waiting on the lock, ended', async () => (ended = await terminate(`wait_event_type = 'Lock' and pid <> ${blockerPid}`)) > 0, { everyMs: 50 });
      expect(ended).toBe(1);
      const res = await pending;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
      await blocker.query('rollback');
      expect(await plateCount(plate)).toBe(0);
      expect((await addVehicle(plate)).statusCode).toBe(200);
    } finally {
      await blocker.end();
    }
  }, 30_000);
});

function adminDbUrl(name: string): string {
  const url = adminUrl();
  url.pathname = `/${name}`;
  return url.toString();
}
