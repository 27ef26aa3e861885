import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock';
import type { ReceiptStorage } from '../../adapters/receipts';
import type { Db } from '../../db/database';
import { repeatEvery, type RepeatingJob } from '../../jobs';
import { writeAudit } from '../audit/store';
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
 * One pass of every retention job. Each job runs even when another fails; counts are logged and
 * written to the audit log as the system's, never what was deleted (each member removed has its own
 * entry, written with the removal). A job that removed nothing leaves no entry: the jobs run every
 * few minutes. `allReceiptFolders` reads every month's folder (at start), otherwise only the last
 * month or so.
 */
export async function runRetention(deps: RetentionDeps, settings: RetentionSettings, options: { allReceiptFolders: boolean }): Promise<void> {
  const now = deps.clock.now();
  const jobs: [string, string, () => Promise<object | number>][] = [
    ['expired records', 'retention.records_swept', () => sweepExpiredRecords(deps.db, now)],
    [
      'receipt files',
      'retention.receipt_files_swept',
      () =>
        sweepReceiptFiles(
          deps.db,
          deps.receipts,
          now,
          settings.receiptGraceMs,
          options.allReceiptFolders ? undefined : new Date(now.getTime() - RECENT_RECEIPT_FOLDERS_MS),
        ),
    ],
    ['members past retention', 'retention.members_removed', () => anonymiseInactiveMembers(deps, now, settings.personalDataRetentionMonths)],
  ];
  for (const [name, action, job] of jobs) {
    let counts: object;
    try {
      const result = await job();
      counts = typeof result === 'number' ? { count: result } : result;
    } catch (err) {
      deps.log.error({ err, job: name }, `retention: sweeping ${name} failed`);
      continue;
    }
    const removed: Record<string, number> = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
    if (Object.keys(removed).length === 0) continue;
    await recordSweep(deps, action, removed, now);
    deps.log.info({ job: name, ...counts }, `retention: ${name} swept`);
  }
}

/**
 * Written once the job's deletions have committed, so the entry never claims more than went; a
 * failure to write it is logged and leaves the other jobs to run.
 */
async function recordSweep(deps: RetentionDeps, action: string, removed: Record<string, number>, now: Date): Promise<void> {
  try {
    await writeAudit(deps.db, { actor: 'system', action, details: removed, at: now });
  } catch (err) {
    deps.log.error({ err, action }, 'retention: the audit entry of a sweep could not be written');
  }
}

/**
 * Runs the retention jobs now (reading every receipt folder) and then every `minutes`, never two
 * passes at once; `stop()` waits for a pass in progress.
 */
export function scheduleRetention(deps: RetentionDeps, settings: RetentionSettings, minutes: number): RepeatingJob {
  return repeatEvery(minutes, (first) => runRetention(deps, settings, { allReceiptFolders: first }));
}
