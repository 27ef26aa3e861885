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
