import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, fromPGlite, pgliteParsers } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * Migrates one database for the whole run: on PostgreSQL the DATABASE_URL database becomes the
 * template each test file copies; on PGlite a migrated data folder is dumped for each file to load
 * (a fresh PGlite costs seconds, loading a dump well under one). Nothing is seeded: each test makes
 * the workshops it needs (workshops.ts), so no test leans on production reference rows.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    const opened = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
    await migrateToLatest(opened.db);
    await opened.close();
    return;
  }
  const pglite = await PGlite.create({ parsers: pgliteParsers });
  const opened = fromPGlite(pglite);
  await migrateToLatest(opened.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await opened.close();
  process.env.TEST_PGLITE_DUMP = file;
}
