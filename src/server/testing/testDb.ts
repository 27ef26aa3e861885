import crypto from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Worker } from 'node:worker_threads';
import { fromEmbedded, openDatabase, type Db, type OpenedDatabase } from '../db/database';
import { EmbeddedDatabase } from '../db/embedded';

/** Kysely's own bookkeeping survives a reset, so the schema stays migrated. */
const KEPT_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** Prefix of the per-file databases made from the run's template on PostgreSQL. */
export const fileDatabasePrefix = (templateName: string) => `${templateName}_f`;

// Jest gives every test file a module registry of its own, so this is one database per file.
let shared: Promise<OpenedDatabase> | undefined;
let users = 0;
let dirty = false;

/**
 * An empty, migrated database for a test app. Opening a database costs from half a second (PGlite from
 * the run's dump) to seconds on a busy machine, so each test file opens one and empties it between
 * apps instead. While another app of the file is still open the new one shares its data, as two API
 * nodes share one database. `close()` only hands it back; the file's last test closes it for good
 * (setupFile.ts).
 */
export async function createTestDb(): Promise<OpenedDatabase> {
  const database = await openTestDb();
  if (users === 0 && dirty) await resetTestDb(database.db);
  users += 1;
  dirty = true;
  let released = false;
  return {
    ...database,
    close: async () => {
      if (released) return;
      released = true;
      users -= 1;
    },
  };
}

/**
 * Opens the file's database without handing it to an app: setupFile.ts does this before the file's
 * first test, so no test's own time limit pays for it.
 */
export function openTestDb(): Promise<OpenedDatabase> {
  // A PostgreSQL template may hold rows from an earlier use of DATABASE_URL: empty it first.
  if (!shared) dirty = Boolean(process.env.DATABASE_URL);
  return (shared ??= openFileDatabase());
}

/** Empties every table but the migrations' own and restarts their ids, in one statement. */
export async function resetTestDb(db: Db): Promise<void> {
  // Listed each time: a test may add a table of its own (dbSnapshot.ts).
  const { rows } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename
  `.execute(db);
  const tables = rows.map((row) => row.name).filter((name) => !KEPT_TABLES.includes(name));
  if (tables.length === 0) return;
  await sql`TRUNCATE ${sql.join(tables.map((name) => sql.table(name)))} RESTART IDENTITY CASCADE`.execute(db);
}

/** Closes the file's database (and drops it on PostgreSQL). */
export async function closeFileDatabase(): Promise<void> {
  const pending = shared;
  shared = undefined;
  users = 0;
  dirty = false;
  if (pending) await (await pending).close();
}

async function openFileDatabase(): Promise<OpenedDatabase> {
  const templateUrl = process.env.DATABASE_URL;
  if (templateUrl) return copyPostgresTemplate(templateUrl);
  const dumpFile = process.env.TEST_PGLITE_DUMP;
  if (!dumpFile) throw new Error('TEST_PGLITE_DUMP is not set: run the server tests through jest (globalSetup)');
  // In its worker thread, as the server runs it: the whole suite goes through the same path.
  const adopted = await adoptKeptDatabase(dumpFile);
  if (adopted) dirty = true;
  const engine = adopted?.engine ?? (await EmbeddedDatabase.open({ loadDataDir: dumpFile }));
  const opened = fromEmbedded(engine);
  const schema = adopted?.schema ?? (await schemaOf(opened.db));
  return {
    ...opened,
    close: async () => {
      // Handed to the process's next test file if the file left the schema as migrated (a test may
      // add a table or a trigger of its own, dbSnapshot.ts), closed otherwise.
      const kept = keptAcrossFiles();
      if (kept && !engine.isGone() && (await schemaOf(opened.db).catch(() => null)) === schema) {
        kept.set(dumpFile, { worker: engine.release(), schema } satisfies KeptDatabase);
      } else {
        await opened.close();
      }
    },
  };
}

/**
 * The embedded database a test file left in this jest worker process (environment.ts), for the next
 * file: opening PGlite again costs most of a second, emptying its tables a few milliseconds. Its
 * session starts afresh (DISCARD ALL: settings, prepared statements, locks); a thread that ended or
 * whose schema is not the migrated one any more is not used.
 */
interface KeptDatabase {
  worker: Worker;
  schema: string;
}

const keptAcrossFiles = () => (globalThis as { keptAcrossFiles?: Map<string, unknown> }).keptAcrossFiles;

async function adoptKeptDatabase(dumpFile: string): Promise<{ engine: EmbeddedDatabase; schema: string } | null> {
  const kept = keptAcrossFiles()?.get(dumpFile) as KeptDatabase | undefined;
  if (!kept) return null;
  keptAcrossFiles()!.delete(dumpFile);
  if (kept.worker.threadId === -1) return null;
  const engine = EmbeddedDatabase.adopt(kept.worker);
  try {
    await engine.query('DISCARD ALL', []);
    const { rows } = await engine.query<{ schema: string }>(SCHEMA_SQL, []);
    if (rows[0]?.schema === kept.schema) return { engine, schema: kept.schema };
  } catch {
    // Left inside a transaction, or broken: a fresh one below.
  }
  await engine.close().catch(() => {});
  return null;
}

/** The tables, triggers and functions of the schema, as one string to compare. */
const SCHEMA_SQL = `
  SELECT concat_ws(' | ',
    (SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = current_schema()),
    (SELECT string_agg(tgname, ',' ORDER BY tgname) FROM pg_trigger WHERE NOT tgisinternal),
    (SELECT string_agg(proname, ',' ORDER BY proname) FROM pg_proc WHERE pronamespace = current_schema()::regnamespace)
  ) AS schema`;

async function schemaOf(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`${sql.raw(SCHEMA_SQL)}`.execute(db);
  return rows[0]!.schema;
}

/** A database of the file's own, so parallel jest workers never see each other's rows. */
async function copyPostgresTemplate(templateUrl: string): Promise<OpenedDatabase> {
  const template = new URL(templateUrl);
  const templateName = decodeURIComponent(template.pathname.slice(1));
  const name = `${fileDatabasePrefix(templateName)}${crypto.randomBytes(5).toString('hex')}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    // Two workers copying the template at the same moment collide ("being accessed by other users").
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
        break;
      } catch (err) {
        if (attempt > 50 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  // Connecting can take seconds while both CI passes and the browser share two cores; the 5 s that
  // tells a member the database is down would fail a test for the machine's load, not the code.
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: null, connectTimeoutMs: 30_000 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}"`);
      } finally {
        await dropper.end();
      }
    },
  };
}
