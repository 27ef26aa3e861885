import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../../config';
import { fixedClock } from '../adapters/clock';
import { createArgon2Hasher } from '../adapters/passwords';
import crypto from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { createDiskReceiptStorage, createS3ReceiptStorage, type ReceiptStorage, type StoredReceiptFile } from '../adapters/receipts';
import { listOutbox, type OutboxEntry } from '../adapters/sms';
import { buildApp, type AppDeps } from '../app';
import type { OpenedDatabase } from '../db/database';
import { createTestDb } from './testDb';
import { localS3ClientConfig, testReceiptStore, type TestReceiptStore } from './localServices';

export interface TestApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  /** Every progressive login delay asked for, in milliseconds (tests do not wait them out). */
  delays: number[];
  /** Texts sent to a number through the outbox, newest first. */
  outbox(mobileNumber: string): Promise<OutboxEntry[]>;
  /** Where the app keeps receipts: the run's store (see testReceiptStore) unless the test passed its own. */
  receipts: ReceiptStorage;
  /** The kind of store the app keeps receipts in: the run's (RECEIPT_STORE), unless the test asked for disk. */
  receiptStore: TestReceiptStore;
  /**
   * The folder a disk store keeps this app's receipts in (removed on close). With a bucket, uploads
   * only pass through it on their way: a test that looks for receipts in it asks for `receiptStore: 'disk'`.
   */
  receiptsDir: string;
  /** Every receipt file the app's store holds, and the half-written ones (`partial`). */
  storedReceipts(): Promise<StoredReceiptFile[]>;
  /** The one-time code in the latest text to a number. */
  lastCode(mobileNumber: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole API on a fresh database, with a clock that moves only when a test says so. Adapters
 * may be replaced through `deps`; `deps` may also be a function of the test database, config and clock.
 * `database` runs the app on a database the test opened (and closes) itself instead of the file's.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> | ((database: OpenedDatabase, config: Config, clock: TestApp['clock']) => Partial<AppDeps>) = {},
  options: {
    database?: OpenedDatabase;
    /** Where receipts go whatever the run's store: 'disk' for a test about the files on disk themselves. */
    receiptStore?: TestReceiptStore;
  } = {},
): Promise<TestApp> {
  // Every request of a test file comes from one address, and race tests submit many uploads at once:
  // the upload limits are tested in plugins/uploads.test.ts with their real figures. For the same reason,
  // and because the clock stands still (every verification falls in one hour), the address, device and
  // hourly flags are tested in modules/patterns with their own figures.
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off', JWT_SECRET: 'test-secret-test-secret-test-secret!', UPLOADS_PER_MEMBER: '20', UPLOADS_PER_ADDRESS: '1000', FLAG_ACCOUNTS_PER_ADDRESS: '1000000', FLAG_ACCOUNTS_PER_DEVICE: '1000000', FLAG_WORKSHOP_HOURLY_MIN: '10000', ...env });
  const database = options.database ? { ...options.database, close: async () => {} } : await createTestDb();
  const clock = fixedClock('2026-03-02T02:00:00Z');
  const delays: number[] = [];
  const receiptsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-receipts-'));
  const receiptStore = options.receiptStore ?? testReceiptStore();
  const store = openReceiptStore(receiptStore, receiptsDir);
  const overrides = typeof deps === 'function' ? deps(database, config, clock) : deps;
  const receipts = overrides.receipts ?? store.storage;
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    // Cheap settings: the suite hashes hundreds of passwords.
    passwords: createArgon2Hasher({ memoryCost: 1024, timeCost: 1 }),
    delay: async (ms) => {
      delays.push(ms);
    },
    // Every request of a test file comes from one address; rateLimit.test.ts checks the real limits.
    rateLimits: { sendsCode: { max: 10_000, timeWindow: 60_000 }, checksSecret: { max: 10_000, timeWindow: 60_000 }, publicCalls: { max: 10_000, timeWindow: 60_000 } },
    ...overrides,
    receipts,
  });
  await app.ready();
  const outbox = (mobileNumber: string) => listOutbox(database.db, mobileNumber);
  return {
    app,
    database,
    clock,
    config,
    delays,
    receipts,
    receiptStore,
    receiptsDir,
    storedReceipts: async () => {
      const found: StoredReceiptFile[] = [];
      for await (const file of receipts.listWrittenBefore(new Date(8.64e15))) found.push(file);
      return found;
    },
    outbox,
    lastCode: async (mobileNumber) => {
      const [latest] = await outbox(mobileNumber);
      const code = latest && /\b(\d{6})\b/.exec(latest.message)?.[1];
      if (!code) throw new Error(`No code was texted to ${mobileNumber}`);
      return code;
    },
    close: async () => {
      await app.close();
      await database.close();
      store.close();
      fs.rmSync(receiptsDir, { recursive: true, force: true });
    },
  };
}

/** A store for one app; in a bucket, under a prefix of the app's own, so parallel tests never meet. */
function openReceiptStore(kind: TestReceiptStore, receiptsDir: string): { storage: ReceiptStorage; close(): void } {
  if (kind === 'disk') return { storage: createDiskReceiptStorage(receiptsDir), close: () => {} };
  const endpoint = process.env.TEST_S3_ENDPOINT;
  const bucket = process.env.TEST_S3_BUCKET;
  if (!endpoint || !bucket) throw new Error('TEST_S3_ENDPOINT is not set: run the server tests through jest (globalSetup)');
  const client = new S3Client(localS3ClientConfig(endpoint));
  return {
    // Uploads pass through the app's own folder, so a test sees only its own half-written files.
    storage: createS3ReceiptStorage({ client, bucket, prefix: `app-${crypto.randomUUID()}/`, spoolDir: receiptsDir }),
    close: () => client.destroy(),
  };
}
