import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/database';
import { repeatEvery, type RepeatingJob } from '../../jobs';
import type { Metrics } from '../../plugins/metrics';
import { loyaltyErrors } from '../../../shared/contract/loyalty';
import { DAY_MS, VERIFICATION_WINDOW_DAYS } from '../../../shared/loyalty/constants';
import { writeAudit } from '../audit/store';
import { rejectPending } from './decisions';
import { listPendingBefore } from '../services/store';

const BATCH = 100;

/**
 * Rejects every service still pending 5 days after submission, telling each member why; each
 * rejection is audited as the system's, in its batch's transaction. Safe to run on several API
 * nodes at once: rows another node is handling are skipped, not waited for.
 */
export async function expirePendingServices(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const deadline = new Date(now.getTime() - VERIFICATION_WINDOW_DAYS * DAY_MS);
  let expired = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const due = await listPendingBefore(trx, deadline, BATCH);
      let done = 0;
      for (const service of due) {
        if (!(await rejectPending(trx, service, loyaltyErrors.verificationExpired, 'system', now))) continue;
        await writeAudit(trx, { actor: 'system', action: 'service.rejected', subject: service.transaction_code, details: { reason: loyaltyErrors.verificationExpired }, at: now });
        done += 1;
      }
      return { found: due.length, done };
    });
    expired += batch.done;
    if (batch.found < BATCH) return expired;
  }
}

/** Runs the expiry now and then every `minutes`, counting what it rejects; `stop()` waits for a run in progress. */
export function scheduleExpiry(db: Db, clock: Clock, minutes: number, log: FastifyBaseLogger, metrics: Pick<Metrics, 'servicesExpired'>): RepeatingJob {
  return repeatEvery(minutes, async () => {
    try {
      const count = await expirePendingServices(db, clock);
      if (count === 0) return;
      metrics.servicesExpired(count);
      log.info({ count }, 'pending services past 5 days rejected');
    } catch (err) {
      log.error({ err }, 'expiring pending services failed');
    }
  });
}
