import type https from 'node:https';
import webpush from 'web-push';
import type { VapidSettings } from '../../../../config';
import type { Clock } from '../../adapters/clock';
import type { Db } from '../../db/database';
import { repeatEvery, type RepeatingJob } from '../../jobs';
import type { PushMessage } from '../../../shared/contract/workshopApp';
import { defaultLanguage, type Language } from '../../../shared/language';
import { claimDuePushes, deleteFinishedPushes, deleteSubscriptionById, insertOutboxRows, listMemberSubscriptions, markPushFailed, markPushSent, type ClaimedPush } from './store';

/** Tries of one push before it is given up: the last about 4 hours after the first. */
export const PUSH_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** A claimed push another node may take over after this, should its node stop mid-send. */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 50;
/** How long a push service keeps a push for a phone that is off: a day, then it is stale. */
const PUSH_TTL_S = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10 * 1000;
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Queues a push to every device of the member, in the member's language, in the caller's
 * transaction: the push is sent only if the decision that caused it commits, and is sent (retried
 * if need be) even if this node stops right after.
 */
export async function queuePush(db: Db, memberId: number, compose: (language: Language) => PushMessage, now: Date): Promise<void> {
  const subscriptions = await listMemberSubscriptions(db, memberId);
  if (subscriptions.length === 0) return;
  const member = await db.selectFrom('members').select('language').where('id', '=', memberId).executeTakeFirst();
  const payload = JSON.stringify(compose(member?.language ?? defaultLanguage));
  await insertOutboxRows(db, subscriptions.map((subscription) => ({ subscription_id: subscription.id, payload, now })));
}

export interface PushDeliveryDeps {
  db: Db;
  clock: Clock;
  vapid: () => Promise<VapidSettings>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The HTTPS agent for the push services (tests trust their local one's certificate through it). */
  agent?: https.Agent;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  gone: number;
}

/** What a push service's answer means for the push: 404 and 410 say the subscription is gone for good. */
function outcomeOf(err: unknown): { gone: boolean; error: string } {
  if (err instanceof webpush.WebPushError) return { gone: err.statusCode === 404 || err.statusCode === 410, error: `HTTP ${err.statusCode}` };
  const code = (err as { code?: unknown })?.code;
  return { gone: false, error: typeof code === 'string' ? code : err instanceof Error ? err.message.slice(0, 200) : 'error' };
}

async function sendOne(deps: PushDeliveryDeps, vapid: VapidSettings, push: ClaimedPush): Promise<keyof DeliveryReport> {
  const now = () => deps.clock.now();
  try {
    await webpush.sendNotification({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, push.payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_S,
      contentEncoding: 'aes128gcm',
      timeout: SEND_TIMEOUT_MS,
      ...(deps.agent ? { agent: deps.agent } : {}),
    });
    await markPushSent(deps.db, push.id, now());
    return 'sent';
  } catch (err) {
    const { gone, error } = outcomeOf(err);
    if (gone) {
      // The browser dropped the subscription: forget it and every push still waiting for it.
      await deleteSubscriptionById(deps.db, push.subscription_id);
      deps.log.info({ push: push.id, subscription: push.subscription_id }, 'push subscription gone: removed');
      return 'gone';
    }
    const attempts = push.attempts + 1;
    const giveUp = attempts >= PUSH_MAX_ATTEMPTS;
    const at = now();
    await markPushFailed(deps.db, push.id, { attempts, error, nextAttemptAt: giveUp ? null : new Date(at.getTime() + retryDelayMs(attempts)), now: at });
    deps.log.warn({ push: push.id, attempts, error }, giveUp ? 'push given up' : 'push failed: will retry');
    return giveUp ? 'failed' : 'retried';
  }
}

/** Sends every push that is due, a batch at a time; answers what became of them. */
export async function deliverDuePushes(deps: PushDeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, gone: 0 };
  const vapid = await deps.vapid();
  for (;;) {
    const now = deps.clock.now();
    const batch = await claimDuePushes(deps.db, now, new Date(now.getTime() + CLAIM_MS), BATCH);
    if (batch.length === 0) break;
    for (const push of batch) report[await sendOne(deps, vapid, push)] += 1;
    if (batch.length < BATCH) break;
  }
  await deleteFinishedPushes(deps.db, new Date(deps.clock.now().getTime() - KEEP_FINISHED_MS));
  return report;
}

/** The push job of one node: at start (pushes left by a stopped node), then every `seconds`. */
export function schedulePushOutbox(deps: PushDeliveryDeps, seconds: number): RepeatingJob {
  return repeatEvery(seconds / 60, async () => {
    try {
      const report = await deliverDuePushes(deps);
      if (report.sent + report.retried + report.failed + report.gone > 0) deps.log.info({ ...report }, 'push outbox run');
    } catch (err) {
      deps.log.error({ err }, 'push outbox run failed');
    }
  });
}
