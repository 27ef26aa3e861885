import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dumpEmbeddedTar, openDatabase, openEmbedded } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { startS3, testReceiptStore, type LocalS3 } from './localServices';

/**
 * Migrates one database for the whole run: on PostgreSQL the DATABASE_URL database becomes the
 * template each test file copies; on PGlite a migrated data folder is dumped for each file to load
 * (a fresh PGlite costs seconds, loading a dump well under one). Nothing is seeded: each test makes
 * the workshops it needs (workshops.ts), so no test leans on production reference rows.
 */
export default async function globalSetup(): Promise<void> {
  await startReceiptStore();
  if (process.env.DATABASE_URL) {
    const opened = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
    await migrateToLatest(opened.db);
    await opened.close();
    return;
  }
  const opened = await openEmbedded({});
  await migrateToLatest(opened.db);
  const dump = await dumpEmbeddedTar(opened.db);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-test-')), 'migrated.tar');
  fs.writeFileSync(file, dump!);
  await opened.close();
  process.env.TEST_PGLITE_DUMP = file;
}

/** The run's s3rver, for globalTeardown.ts (which runs in this process). */
export const runS3 = globalThis as { loyaltyTestS3?: LocalS3 };

/**
 * With RECEIPT_STORE=s3 every test app keeps its receipts in one s3rver, each under a prefix of its
 * own (testApp.ts); the workers find it through the environment they inherit.
 */
async function startReceiptStore(): Promise<void> {
  if (testReceiptStore() !== 's3') return;
  const s3 = await startS3();
  runS3.loyaltyTestS3 = s3;
  process.env.TEST_S3_ENDPOINT = s3.endpoint;
  process.env.TEST_S3_BUCKET = s3.bucket;
}
