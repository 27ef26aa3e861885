import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Rows and a content checksum of every table: equal fingerprints mean nothing was written. */
export type DbFingerprint = Record<string, { rows: number; checksum: string }>;

const WRITE_LOG = 'test_write_log';

async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> ${WRITE_LOG} ORDER BY tablename
  `.execute(db);
  return rows.map((row) => row.name);
}

/** Every table's row count and an order-independent checksum of its rows' text. */
export async function fingerprint(db: Db): Promise<DbFingerprint> {
  const result: DbFingerprint = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<{ rows: number; checksum: string | null }>`
      SELECT count(*)::int AS rows, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS checksum
      FROM ${sql.table(name)} AS t
    `.execute(db);
    result[name] = { rows: rows[0].rows, checksum: rows[0].checksum ?? '' };
  }
  return result;
}

/** The tables whose fingerprints differ. */
export function changedTables(before: DbFingerprint, after: DbFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name])).sort();
}

export interface WriteWatch {
  /** The tables written since the last call (committed rows only: a rolled-back write leaves nothing). */
  take(): Promise<string[]>;
}

/**
 * Logs every committed row change of every table through row-level triggers, so a test can tell
 * which request wrote what at the cost of one query per request instead of a checksum of the whole
 * database. Only for a test's own database copy: it adds a table and triggers to it.
 */
export async function watchWrites(db: Db): Promise<WriteWatch> {
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(WRITE_LOG)} (table_name text NOT NULL)`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION test_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_write_log (table_name) VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$
  `.execute(db);
  for (const name of await tableNames(db)) {
    await sql`DROP TRIGGER IF EXISTS test_log_write ON ${sql.table(name)}`.execute(db);
    await sql`DROP TRIGGER IF EXISTS test_log_truncate ON ${sql.table(name)}`.execute(db);
    await sql`
      CREATE TRIGGER test_log_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)}
      FOR EACH ROW EXECUTE FUNCTION test_log_write()
    `.execute(db);
    await sql`
      CREATE TRIGGER test_log_truncate AFTER TRUNCATE ON ${sql.table(name)}
      FOR EACH STATEMENT EXECUTE FUNCTION test_log_write()
    `.execute(db);
  }
  return {
    async take() {
      const { rows } = await sql<{ table_name: string }>`DELETE FROM ${sql.table(WRITE_LOG)} RETURNING table_name`.execute(db);
      return [...new Set(rows.map((row) => row.table_name))].sort();
    },
  };
}
