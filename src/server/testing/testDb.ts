import fs from 'node:fs';
import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPGlite, openDatabase, pgliteParsers, type OpenedDatabase } from '../db/database';

/**
 * A freshly migrated database of its own for one test file: a copy of the run's template database
 * on PostgreSQL (DATABASE_URL), or a PGlite loaded from the run's migrated dump. Dropped on close.
 */
export async function createTestDb(): Promise<OpenedDatabase> {
  const templateUrl = process.env.DATABASE_URL;
  if (templateUrl) return copyPostgresTemplate(templateUrl);
  const dumpFile = process.env.TEST_PGLITE_DUMP;
  if (!dumpFile) throw new Error('TEST_PGLITE_DUMP is not set: run the server tests through jest (globalSetup)');
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(dumpFile)]), parsers: pgliteParsers });
  return fromPGlite(pglite);
}

async function copyPostgresTemplate(templateUrl: string): Promise<OpenedDatabase> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_${crypto.randomBytes(5).toString('hex')}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    // Two files copying the template at once collide ("being accessed by other users"): retry.
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
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}"`);
      await dropper.end();
    },
  };
}
