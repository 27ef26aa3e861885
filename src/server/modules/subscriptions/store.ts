import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MailSubscription } from '../../db/schema';

/** Writes the address's preference; the first write keeps its `created_at`. */
export async function upsertMailSubscription(db: Db, email: string, isEnabled: boolean, now: Date): Promise<void> {
  await db
    .insertInto('mail_subscriptions')
    .values({ email, is_enabled: isEnabled, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('email').doUpdateSet({ is_enabled: isEnabled, updated_at: now }))
    .execute();
}

export async function findMailSubscription(db: Db, email: string): Promise<MailSubscription | undefined> {
  return db.selectFrom('mail_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Turns off the mail consent of every (not anonymised) member with the address; answers how many changed. */
export async function unsubscribeMembersByEmail(db: Db, email: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('members')
    .set({ subscribed: false, updated_at: now })
    .where(sql`lower(email)`, '=', email)
    .where('subscribed', '=', true)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
