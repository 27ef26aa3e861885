import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock';
import type { ReceiptStorage } from '../../adapters/receipts';
import type { Db } from '../../db/database';
import { anonymiseInactiveMembers } from './inactiveMembers';
import { sweepReceiptFiles } from './receiptFiles';
import { sweepExpiredRecords } from './sweep';

export interface RetentionDeps {
  db: Db;
  clock: Clock;
  receipts: ReceiptStorage;
  log: FastifyBaseLogger;
}

export interface RetentionSettings {
  personalDataRetentionMonths: number;
  /** See `receiptGraceMs`. */
  receiptGraceMs: number;
}

/** Scheduled runs read only recent receipt folders: crashes leave files where uploads were under way. */
const RECENT_RECEIPT_FOLDERS_MS = 40 * 24 * 60 * 60 * 1000;

/**
 * One pass of every retention job. Each job runs even when another fails; counts are logged,
 * never what was deleted. `allReceiptFolders` reads every month's folder (at start), otherwise only
 * the last month or so.
 */
export async function runRetention(deps: RetentionDeps, settings: RetentionSettings, options: { allReceiptFolders: boolean }): Promise<void> {
  const now = deps.clock.now();
  const jobs: [string, () => Promise<object | number>][] = [
    ['expired records', () => sweepExpiredRecords(deps.db, now)],
    [
      'receipt files',
      () =>
        sweepReceiptFiles(
          deps.db,
          deps.receipts,
          now,
          settings.receiptGraceMs,
          options.allReceiptFolders ? undefined : new Date(now.getTime() - RECENT_RECEIPT_FOLDERS_MS),
        ),
    ],
    ['members past retention', () => anonymiseInactiveMembers(deps, now, settings.personalDataRetentionMonths)],
  ];
  for (const [name, job] of jobs) {
    try {
      const result = await job();
      const counts = typeof result === 'number' ? { count: result } : result;
      if (Object.values(counts).some((n) => n > 0)) deps.log.info({ job: name, ...counts }, `retention: ${name} swept`);
    } catch (err) {
      deps.log.error({ err, job: name }, `retention: sweeping ${name} failed`);
    }
  }
}

/**
 * Runs the retention jobs now (reading every receipt folder) and then every `minutes`; answers a
 * function that stops it. A pass still running when the next is due is not doubled.
 */
export function scheduleRetention(deps: RetentionDeps, settings: RetentionSettings, minutes: number): () => void {
  let running: Promise<void> | null = null;
  const run = (allReceiptFolders: boolean) => {
    if (running) return;
    running = runRetention(deps, settings, { allReceiptFolders }).finally(() => {
      running = null;
    });
  };
  run(true);
  const timer = setInterval(() => run(false), minutes * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
