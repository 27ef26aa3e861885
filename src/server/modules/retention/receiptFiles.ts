import type { ReceiptStorage } from '../../adapters/receipts';
import type { Db } from '../../db/database';
import { storedReceiptKeys } from '../services/store';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_BATCH = 500;

/**
 * How old a file must be before the sweep may judge it. A submission writes its receipt first (as
 * `.partial`, renamed when complete) and inserts the row after, all within the upload deadline
 * (UPLOAD_TIMEOUT_SECONDS, an hour at most); a file written longer ago than twice that, and never
 * less than a day ago, belongs to no submission still in flight.
 */
export function receiptGraceMs(uploadTimeoutSeconds: number): number {
  return Math.max(DAY_MS, 2 * uploadTimeoutSeconds * 1000);
}

export interface ReceiptSweepCounts {
  /** Half-written files a crash or a cut connection left behind. */
  partialFiles: number;
  /** Complete files no receipt row names: the submission failed after writing it, or the process died before its row. */
  orphanFiles: number;
}

/**
 * Removes receipt files nothing refers to, never one written within `graceMs` (see above).
 * `since` limits the look to keys made from that month on; without it every folder is read.
 */
export async function sweepReceiptFiles(db: Db, storage: ReceiptStorage, now: Date, graceMs: number, since?: Date): Promise<ReceiptSweepCounts> {
  const counts: ReceiptSweepCounts = { partialFiles: 0, orphanFiles: 0 };
  let candidates: string[] = [];
  const removeUnnamed = async () => {
    const named = await storedReceiptKeys(db, candidates);
    for (const key of candidates) {
      if (named.has(key)) continue;
      await storage.remove(key);
      counts.orphanFiles += 1;
    }
    candidates = [];
  };
  for await (const file of storage.listWrittenBefore(new Date(now.getTime() - graceMs), since)) {
    if (file.partial) {
      await storage.removePartial(file.key);
      counts.partialFiles += 1;
      continue;
    }
    candidates.push(file.key);
    if (candidates.length >= CHECK_BATCH) await removeUnnamed();
  }
  if (candidates.length > 0) await removeUnnamed();
  return counts;
}
