import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../../config';
import { fixedClock } from '../adapters/clock';
import { buildApp } from '../app';
import type { OpenedDatabase } from '../db/database';
import { createTestDb } from './testDb';

export interface TestApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  close(): Promise<void>;
}

/** The whole API on a fresh database, with a clock that moves only when a test says so. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off', JWT_SECRET: 'test-secret-test-secret-test-secret!', ...env });
  const database = await createTestDb();
  const clock = fixedClock('2026-03-02T02:00:00Z');
  const app = await buildApp({ config, db: database.db, clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
