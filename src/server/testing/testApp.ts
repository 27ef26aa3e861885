import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../../config';
import { fixedClock } from '../adapters/clock';
import { createArgon2Hasher } from '../adapters/passwords';
import { createDiskReceiptStorage } from '../adapters/receipts';
import { listOutbox, type OutboxEntry } from '../adapters/sms';
import { buildApp, type AppDeps } from '../app';
import type { OpenedDatabase } from '../db/database';
import { createTestDb } from './testDb';

export interface TestApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  /** Every progressive login delay asked for, in milliseconds (tests do not wait them out). */
  delays: number[];
  /** Texts sent to a number through the outbox, newest first. */
  outbox(mobileNumber: string): Promise<OutboxEntry[]>;
  /** The folder receipts are stored in for this app (removed on close). */
  receiptsDir: string;
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
  options: { database?: OpenedDatabase } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off', JWT_SECRET: 'test-secret-test-secret-test-secret!', ...env });
  const database = options.database ? { ...options.database, close: async () => {} } : await createTestDb();
  const clock = fixedClock('2026-03-02T02:00:00Z');
  const delays: number[] = [];
  const receiptsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-receipts-'));
  const overrides = typeof deps === 'function' ? deps(database, config, clock) : deps;
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
    rateLimits: { sendsCode: { max: 10_000, timeWindow: 60_000 }, checksSecret: { max: 10_000, timeWindow: 60_000 } },
    receipts: createDiskReceiptStorage(receiptsDir),
    ...overrides,
  });
  await app.ready();
  const outbox = (mobileNumber: string) => listOutbox(database.db, mobileNumber);
  return {
    app,
    database,
    clock,
    config,
    delays,
    receiptsDir,
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
      fs.rmSync(receiptsDir, { recursive: true, force: true });
    },
  };
}
