import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { prepareSelects } from './preparedStatements';
import pg from 'pg';
import { safeLogger } from '../logging';
import type { Config } from '../../../config';
import type { Database } from './schema';
import { EmbeddedDatabase, type EmbeddedOpenOptions } from './embedded';
import { PGliteDialect } from './pglite-dialect';
import type { DatabaseLimits } from './limits';

export type { DatabaseLimits } from './limits';

// Dates stay strings (YYYY-MM-DD) and bigint counts become numbers on PostgreSQL, as on PGlite
// (whose parsers are set in pglite-worker.mjs).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs work (the migrations at start) on the same database without the statement, lock and
   * idle-in-transaction limits: a migration may rightly take longer, and nodes starting together
   * wait for each other's migrations on a lock. Opened without limits, it is simply `work(db)`.
   */
  withoutLimits<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Embedded only: settles if the database's thread ends by itself (see EmbeddedDatabase.lost). */
  lost?: Promise<Error>;
}

/**
 * How long a request waits for a PostgreSQL connection (a free one from the pool, or a new one being
 * made) before it is answered 503: while the database is down or unreachable, callers hear so
 * quickly instead of piling up.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

/** The serving limits from the configuration. */
export function databaseLimits(config: Pick<Config, 'databaseStatementTimeoutMs' | 'databaseLockTimeoutMs' | 'databaseIdleInTransactionTimeoutMs' | 'databaseConnectTimeoutMs'>): DatabaseLimits {
  return {
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    lockTimeoutMs: config.databaseLockTimeoutMs,
    idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  };
}

/** How long an idle pool connection goes before TCP keepalive probes ask whether PostgreSQL is still there. */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

/** Where lost connections are reported: a pino logger, as the app's. */
export interface DatabaseLog {
  error(fields: { err: unknown }, message: string): void;
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  /** Where lost connections are logged; by default stdout, with the app's redaction rules. */
  log?: DatabaseLog;
  /** DATABASE_CONNECT_TIMEOUT_MS by default; tests shorten it. */
  connectTimeoutMs?: number;
  /** The serving limits (the server passes its configuration's); none by default (tools, tests). */
  limits?: DatabaseLimits;
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `<dataDir>/pgdata` (or in memory), run
 * in a worker thread of its own (embedded.ts).
 */
export async function openDatabase(options: OpenOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const { databaseUrl, limits } = options;
    const log = options.log ?? defaultLog();
    const db = openPool(databaseUrl, log, options.connectTimeoutMs ?? limits?.connectTimeoutMs ?? DATABASE_CONNECT_TIMEOUT_MS, limits);
    const withoutLimits = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
      if (!limits) return work(db);
      const unlimited = openPool(databaseUrl, log, options.connectTimeoutMs ?? DATABASE_CONNECT_TIMEOUT_MS, undefined, 1);
      try {
        return await work(unlimited);
      } finally {
        await unlimited.destroy();
      }
    };
    return { db, kind: 'postgres', close: () => db.destroy(), withoutLimits };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  return openEmbedded(dataDir ? { dataDir } : {}, options.limits);
}

/**
 * A pool whose every connection carries the limits as startup parameters (so no statement of any
 * request runs without them) and TCP keepalive, which finds a PostgreSQL that vanished without
 * closing its sockets (a host gone, a network cut) instead of waiting on it for ever.
 */
function openPool(databaseUrl: string, log: DatabaseLog, connectTimeoutMs: number, limits: DatabaseLimits | undefined, max = 10): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    ...(limits
      ? {
          statement_timeout: limits.statementTimeoutMs,
          lock_timeout: limits.lockTimeoutMs,
          idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
        }
      : {}),
  });
  survivesLostConnections(pool, log);
  pool.on('connect', prepareSelects);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** Embedded PGlite in its worker thread, from a data folder, a dump, or neither (in memory, empty). */
export async function openEmbedded(options: EmbeddedOpenOptions, limits?: DatabaseLimits): Promise<OpenedDatabase> {
  return fromEmbedded(await EmbeddedDatabase.open(options), limits);
}

/** The PostgreSQL pool's clients, for metrics. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<Db, pg.Pool>();

/** Reads the pool behind a database opened on PostgreSQL (null on PGlite); the pool is only looked at. */
export function poolUse(db: Db): PoolUse | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** Made on the first lost connection only: most databases opened (tests) never lose one. */
let stdoutLog: DatabaseLog | undefined;
const defaultLog = (): DatabaseLog => ({ error: (fields, message) => (stdoutLog ??= safeLogger({ level: 'warn' })).error(fields, message) });

/**
 * A connection that PostgreSQL ends (restart, failover, pg_terminate_backend) makes its client emit
 * 'error', and an 'error' event nobody listens to ends the process. Each client gets a listener for
 * its whole life, idle or checked out; the pool drops the broken client and connects anew when
 * asked, so the server recovers by itself. A query that was running fails, and its request is
 * answered 503 (db/outage.ts). Only the error is logged: the client holds the connection string.
 */
function survivesLostConnections(pool: pg.Pool, log: DatabaseLog): void {
  const reported = new WeakSet<object>();
  const report = (err: Error, client: object) => {
    // One line per connection: its socket's end follows PostgreSQL's own message as a second error.
    if (reported.has(client)) return;
    reported.add(client);
    log.error({ err }, 'a database connection was lost; it is dropped and a new one is made when needed');
  };
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', (err) => report(err, client)));
}

const embedded = new WeakMap<Db, EmbeddedDatabase>();
const gzip = promisify(zlib.gzip);

/**
 * A consistent copy of an embedded database's data folder, as a gzipped tar that PGlite opens as
 * its `loadDataDir`; null on PostgreSQL (pg_dump is its tool). The copy is held in memory.
 * Compression runs on libuv's thread pool once the connection is free again.
 */
export async function dumpEmbeddedDatabase(db: Db): Promise<Buffer | null> {
  const tar = await dumpEmbeddedTar(db);
  return tar ? gzip(tar) : null;
}

/**
 * The same consistent copy (see dumpEmbeddedTar), made file by file into a new folder beside the data
 * folder (on the same disk), so that no copy of the database is ever held in memory: the caller
 * streams it from there and removes it. Answers the folder, 'in memory' for a database with no data
 * folder (dumpEmbeddedDatabase serves it), and null on PostgreSQL.
 */
export async function copyEmbeddedDataDir(db: Db): Promise<{ folder: string } | 'in memory' | null> {
  const engine = embedded.get(db);
  if (!engine) return null;
  const dataDir = engine.dataDir;
  if (!dataDir) return 'in memory';
  const folder = `${dataDir}.backup-${crypto.randomUUID()}`;
  try {
    await db.connection().execute(async (connection) => {
      await sql`CHECKPOINT`.execute(connection);
      // A running server's lock file is not part of a copy: a restored folder must open as stopped.
      await fs.promises.cp(dataDir, folder, { recursive: true, filter: (source) => path.basename(source) !== 'postmaster.pid' });
    });
  } catch (err) {
    await fs.promises.rm(folder, { recursive: true, force: true });
    throw err;
  }
  return { folder };
}

/**
 * The same copy as a plain tar (`dumpDataDir`'s own form), as test set-ups load it.
 * PGlite's dumpDataDir reads the whole folder in one synchronous pass but waits only for the
 * statement running: a copy made between two statements of a transaction holds that transaction
 * unfinished, and the restored database would recover as after a crash. Holding the dialect's single
 * connection keeps every transaction out until the copy is made, so it falls between transactions;
 * the checkpoint first writes committed rows into the table files, leaving little write-ahead log to
 * replay. The pass runs in the database's worker thread: requests that need no database go on.
 */
export async function dumpEmbeddedTar(db: Db): Promise<Uint8Array | null> {
  const engine = embedded.get(db);
  if (!engine) return null;
  return db.connection().execute(async (connection) => {
    await sql`CHECKPOINT`.execute(connection);
    return engine.dumpDataDir();
  });
}

/**
 * The database API around an embedded database already open. With limits, each statement has a
 * deadline and each wait for the single connection a bound (pglite-dialect.ts); `withoutLimits`
 * runs its work through a second dialect without them, which must finish before serving starts
 * (two dialects do not share the connection's turns).
 */
export function fromEmbedded(engine: EmbeddedDatabase, limits?: DatabaseLimits): OpenedDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(engine, limits) });
  embedded.set(db, engine);
  const withoutLimits = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    if (!limits) return work(db);
    const unlimited = new Kysely<Database>({ dialect: new PGliteDialect(engine) });
    embedded.set(unlimited, engine);
    return work(unlimited);
  };
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await engine.close();
    },
    lost: engine.lost,
    withoutLimits,
  };
}
