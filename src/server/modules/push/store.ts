import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PushSubscriptionRow } from '../../db/schema';

/** Saves a device's subscription for the member; the same endpoint again moves to this member and session. */
export async function upsertSubscription(
  db: Db,
  row: { member_id: number; session_id: string | null; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('push_subscriptions')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ member_id: values.member_id, session_id: values.session_id, p256dh: values.p256dh, auth: values.auth, updated_at: now }),
    )
    .execute();
}

export async function deleteSubscription(db: Db, memberId: number, endpoint: string): Promise<number> {
  const result = await db.deleteFrom('push_subscriptions').where('member_id', '=', memberId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Logout: the device that logs out stops receiving the member's pushes. */
export async function deleteSessionSubscriptions(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('session_id', '=', sessionId).execute();
}

/** PDPA removal: every device of the member, with the pushes waiting for them. */
export async function deleteMemberSubscriptions(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('member_id', '=', memberId).execute();
}

export async function deleteSubscriptionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function listMemberSubscriptions(db: Db, memberId: number): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

export async function insertOutboxRows(db: Db, rows: { subscription_id: number; payload: string; now: Date }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('push_outbox')
    .values(rows.map(({ now, ...row }) => ({ ...row, next_attempt_at: now, created_at: now })))
    .execute();
}

export interface ClaimedPush {
  id: number;
  payload: string;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Takes up to `limit` due pushes for this run until `lockedUntil`: a node that stops mid-run leaves
 * them to the next run (its own after a restart, or another node's) once the lock lapses.
 */
export async function claimDuePushes(db: Db, now: Date, lockedUntil: Date, limit: number): Promise<ClaimedPush[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('push_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx.updateTable('push_outbox').set({ locked_until: lockedUntil }).where('id', 'in', due.map((row) => row.id)).execute();
    return trx
      .selectFrom('push_outbox as o')
      .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
      .select(['o.id', 'o.payload', 'o.attempts', 'o.subscription_id', 's.endpoint', 's.p256dh', 's.auth'])
      .where('o.id', 'in', due.map((row) => row.id))
      .orderBy('o.id')
      .execute();
  });
}

export async function markPushSent(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('push_outbox').set({ sent_at: now, locked_until: null, attempts: sql`attempts + 1` }).where('id', '=', id).execute();
}

export async function markPushFailed(db: Db, id: number, outcome: { attempts: number; error: string; nextAttemptAt: Date | null; now: Date }): Promise<void> {
  await db
    .updateTable('push_outbox')
    .set({
      attempts: outcome.attempts,
      last_error: outcome.error,
      locked_until: null,
      ...(outcome.nextAttemptAt ? { next_attempt_at: outcome.nextAttemptAt } : { failed_at: outcome.now }),
    })
    .where('id', '=', id)
    .execute();
}

/** Retention: pushes delivered or given up on before `before`. */
export async function deleteFinishedPushes(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('push_outbox')
    .where((eb) => eb.or([eb('sent_at', '<', before), eb('failed_at', '<', before)]))
    .execute();
}
