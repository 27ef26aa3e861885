import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../../config';
import { databaseLimits, openDatabase, poolUse } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './adapters/clock';
import { createReceiptStorage } from './adapters/receipts';
import { buildApp } from './app';
import type { RepeatingJob } from './jobs';
import { createMetrics } from './plugins/metrics';
import { receiptGraceMs } from './modules/retention/receiptFiles';
import { scheduleRetention } from './modules/retention/schedule';
import { scheduleExpiry } from './modules/verification/expiry';
import { schedulePushOutbox } from './modules/push/outbox';
import { vapidKeysOnce } from './modules/push/vapid';
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
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, limits: databaseLimits(config) });
  // Migrations may take longer than a request's statement, and nodes starting together wait on each other's.
  await opened.withoutLimits((db) => migrateToLatest(db));
  await seedDatabase(opened.db, systemClock.now(), config.env);
  const receipts = createReceiptStorage(config);
  // Made here rather than by buildApp, so the jobs count into the same registry /metrics serves.
  const metrics = createMetrics({ processMetrics: config.metricsToken !== null, poolUse: () => poolUse(opened.db) });
  const app = await buildApp({
    config,
    db: opened.db,
    clock: systemClock,
    receipts,
    metrics,
    webRoot: path.resolve(__dirname, '../../dist'),
    logger: { level: config.logLevel },
  });
  const jobs: RepeatingJob[] = [];
  if (config.expiryJobMinutes > 0) jobs.push(scheduleExpiry(opened.db, systemClock, config.expiryJobMinutes, app.log, metrics));
  // Pushes to members' phones: at start (those a stopped node left), then every few seconds, retried with backoff.
  if (config.pushJobSeconds > 0) {
    jobs.push(schedulePushOutbox({ db: opened.db, clock: systemClock, vapid: vapidKeysOnce(config, opened.db), log: app.log }, config.pushJobSeconds));
  }
  // Spent codes, ended sessions, orphan receipt files, members past the retention period: at start, then on schedule.
  if (config.retentionJobMinutes > 0) {
    jobs.push(
      scheduleRetention(
        { db: opened.db, clock: systemClock, receipts, log: app.log },
        { personalDataRetentionMonths: config.personalDataRetentionMonths, receiptGraceMs: receiptGraceMs(config.uploadTimeoutSeconds) },
        config.retentionJobMinutes,
      ),
    );
  }
  // SIGTERM (or SIGINT, or an error nothing caught): stop taking requests and let those in flight end
  // within the grace period while the jobs finish their current run, then close the database, which
  // both still use. Past the grace period the process exits anyway: an upload cut then was never
  // acknowledged, and its half-written file is the retention sweep's to remove.
  closeWithGrace({ delay: config.shutdownGraceSeconds * 1000, logger: closingLog(app.log) }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error nothing handled');
    else app.log.info({ signal }, 'closing: finishing the requests in flight');
    await Promise.all([app.close(), ...jobs.map((job) => job.stop())]);
    await opened.close();
    app.log.info('closed');
  });
  // The embedded database's thread ending by itself leaves the node nothing to serve from: the error
  // is thrown outside any promise, so the node closes as after any error nothing handled (exit code 1)
  // and its supervisor starts it again on the same data folder.
  void opened.lost?.then((err) => setImmediate(() => {
    throw err;
  }));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Serving the app and API on http://localhost:${config.port} (${opened.kind} database)`);
}

/** close-with-grace's own messages (a second signal, the grace period over) as log lines. */
function closingLog(log: FastifyBaseLogger) {
  return { error: (message: unknown) => log.error(message instanceof Error ? { err: message } : { message: String(message) }, 'closing') };
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
