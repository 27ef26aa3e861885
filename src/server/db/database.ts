import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGliteDialect } from './pglite-dialect';

// Dates stay strings (YYYY-MM-DD) and bigint counts become numbers on PostgreSQL, as on PGlite.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `<dataDir>/pgdata` (or in memory). */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string | null }): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: pgliteParsers });
  return fromPGlite(pglite);
}

/** Dates stay strings and bigint counts become numbers, as on PostgreSQL above. */
export const pgliteParsers = {
  [types.DATE]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
};

export function fromPGlite(pglite: PGlite): OpenedDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
