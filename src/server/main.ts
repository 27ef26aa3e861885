import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './adapters/clock';
import { createDiskReceiptStorage } from './adapters/receipts';
import { buildApp } from './app';
import { receiptGraceMs } from './modules/retention/receiptFiles';
import { scheduleRetention } from './modules/retention/schedule';
import { scheduleExpiry } from './modules/verification/expiry';
import { seedDatabase } from './modules/workshops/seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Production requires JWT_SECRET (the configuration refuses to start without it); elsewhere buildApp
  // takes the secret kept in the database, generating it on the first start.
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(opened.db);
  await seedDatabase(opened.db, systemClock.now());
  const receipts = createDiskReceiptStorage(path.join(config.dataDir, 'receipts'));
  const app = await buildApp({
    config,
    db: opened.db,
    clock: systemClock,
    receipts,
    webRoot: path.resolve(__dirname, '../../dist'),
    logger: { level: config.logLevel },
  });
  const stopExpiry =
    config.expiryJobMinutes > 0 ? scheduleExpiry(opened.db, systemClock, config.expiryJobMinutes, app.log) : () => {};
  // Spent codes, ended sessions, orphan receipt files, members past the retention period: at start, then on schedule.
  const stopRetention =
    config.retentionJobMinutes > 0
      ? scheduleRetention(
          { db: opened.db, clock: systemClock, receipts, log: app.log },
          { personalDataRetentionMonths: config.personalDataRetentionMonths, receiptGraceMs: receiptGraceMs(config.uploadTimeoutSeconds) },
          config.retentionJobMinutes,
        )
      : () => {};
  const close = async () => {
    stopExpiry();
    stopRetention();
    await app.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Serving the app and API on http://localhost:${config.port} (${opened.kind} database)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
