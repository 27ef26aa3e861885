import type Redis from 'ioredis';
import type { Db } from '../../db/database';
import type { ReadinessCheck } from '../../../shared/contract/server';
import { selectOne } from './store';
import { MIN_FREE_BYTES } from '../../adapters/receipts';

export interface Readiness {
  ready: boolean;
  checks: { database: ReadinessCheck; redis?: ReadinessCheck; object_store?: ReadinessCheck; receipt_space?: ReadinessCheck };
}

/** Settles 'ok', 'failed' or, past the deadline, 'timed out'; the work left running is not awaited. */
export async function bounded(work: () => Promise<unknown>, timeoutMs: number): Promise<ReadinessCheck> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ReadinessCheck>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
    timer.unref();
  });
  const outcome = Promise.resolve()
    .then(work)
    .then(
      (): ReadinessCheck => 'ok',
      (): ReadinessCheck => 'failed',
    );
  try {
    return await Promise.race([outcome, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessDeps {
  db: Db;
  redis: Redis | null;
  /** The receipt store's own check (a HeadBucket on its bucket); null for a store on this node's disk. */
  objectStore?: (() => Promise<void>) | null;
  /** Free bytes where this node writes uploads; null for a store with no such place. */
  receiptSpace?: (() => Promise<number>) | null;
  timeoutMs: number;
}

/**
 * A `select 1` on the database and, for what is configured, a PING to Redis and a look at the
 * receipts bucket, and the free space where this node writes uploads, side by side, each bounded.
 * Redis and the bucket are reported but never make a node unready. Every node shares one of each,
 * so failing readiness on either would take the whole fleet out of the load balancer at once:
 * without Redis each node counts its rate limits alone (plugins/rateLimit.ts) and serves
 * everything; without the bucket only receipts fail (uploads answer 503), while logins, the
 * loyalty pages and step 4's polling go on.
 */
export async function checkReadiness({ db, redis, objectStore = null, receiptSpace = null, timeoutMs }: ReadinessDeps): Promise<Readiness> {
  const [database, redisCheck, objectStoreCheck, spaceCheck] = await Promise.all([
    bounded(() => selectOne(db), timeoutMs),
    redis ? bounded(() => redis.ping(), timeoutMs) : undefined,
    objectStore ? bounded(objectStore, timeoutMs) : undefined,
    receiptSpace ? bounded(async () => assertRoomForReceipts(await receiptSpace()), timeoutMs) : undefined,
  ]);
  const checks: Readiness['checks'] = { database };
  if (redisCheck) checks.redis = redisCheck;
  if (objectStoreCheck) checks.object_store = objectStoreCheck;
  if (spaceCheck) checks.receipt_space = spaceCheck;
  return { ready: Object.entries(checks).every(([name, state]) => state === 'ok' || !REQUIRED[name as keyof Readiness['checks']]), checks };
}

/** What a node cannot serve without; the others are reported only. */
const REQUIRED: Record<keyof Readiness['checks'], boolean> = { database: true, object_store: false, redis: false, receipt_space: true };

/** A node whose disk cannot take another receipt is not ready: uploads to it would answer 507. */
function assertRoomForReceipts(freeBytes: number): void {
  if (freeBytes < MIN_FREE_BYTES) throw new Error(`${freeBytes} bytes free`);
}

/** Names what failed, never how it is reached: no host, user or connection string. */
export function notReadyMessage({ checks }: Readiness): string {
  const failed = Object.entries(checks)
    .filter(([name, state]) => state !== 'ok' && REQUIRED[name as keyof Readiness['checks']])
    .map(([name, state]) => `${name} ${state}`);
  return `Not ready: ${failed.join(', ')}`;
}
