import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fileDatabasePrefix } from './testDb';
import { runS3 } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const dump = process.env.TEST_PGLITE_DUMP;
  if (dump) fs.rmSync(path.dirname(dump), { recursive: true, force: true });
  if (process.env.DATABASE_URL) await dropLeftoverFileDatabases(process.env.DATABASE_URL);
  await runS3.loyaltyTestS3?.stop();
}

/** A worker that crashed or was killed never dropped its file's database: drop what is left. */
async function dropLeftoverFileDatabases(templateUrl: string): Promise<void> {
  const templateName = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const prefix = fileDatabasePrefix(templateName);
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) {
      if (/^[A-Za-z0-9_]+$/.test(datname)) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
