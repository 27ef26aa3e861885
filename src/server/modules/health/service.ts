import type Redis from 'ioredis';
import type { Db } from '../../db/database';
import type { ReadinessCheck } from '../../../shared/contract/server';
import { selectOne } from './store';

export interface Readiness {
  ready: boolean;
  checks: { database: ReadinessCheck; redis?: ReadinessCheck };
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

/** A `select 1` on the database and, when Redis is configured, a PING, side by side, each bounded. */
export async function checkReadiness({ db, redis, timeoutMs }: { db: Db; redis: Redis | null; timeoutMs: number }): Promise<Readiness> {
  const [database, redisCheck] = await Promise.all([
    bounded(() => selectOne(db), timeoutMs),
    redis ? bounded(() => redis.ping(), timeoutMs) : Promise.resolve(undefined),
  ]);
  const checks: Readiness['checks'] = redisCheck === undefined ? { database } : { database, redis: redisCheck };
  return { ready: Object.values(checks).every((state) => state === 'ok'), checks };
}

/** Names what failed, never how it is reached: no host, user or connection string. */
export function notReadyMessage({ checks }: Readiness): string {
  const failed = Object.entries(checks)
    .filter(([, state]) => state !== 'ok')
    .map(([name, state]) => `${name} ${state}`);
  return `Not ready: ${failed.join(', ')}`;
}
