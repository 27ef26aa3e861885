import type { Db } from '../../db/database';
import type { Notification } from '../../db/schema';
import { defaultLanguage, type Language } from '../../../shared/language';
import type { Message } from './messages';

/** Writes a message to the member's inbox, in the member's language. */
export async function notifyMember(db: Db, memberId: number, compose: (language: Language) => Message, now: Date): Promise<void> {
  const member = await db.selectFrom('members').select('language').where('id', '=', memberId).executeTakeFirst();
  await db
    .insertInto('notifications')
    .values({ member_id: memberId, ...compose(member?.language ?? defaultLanguage), created_at: now })
    .execute();
}

/** Newest first; the id breaks ties between messages written in one transaction. */
export async function listNotifications(db: Db, memberId: number): Promise<Notification[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export async function markAllRead(db: Db, memberId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('member_id', '=', memberId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteMemberNotifications(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('notifications').where('member_id', '=', memberId).execute();
}

/** Every message of the member's inbox, oldest first (the inbox itself shows the latest 500). */
export async function listAllNotifications(db: Db, memberId: number): Promise<Notification[]> {
  return db.selectFrom('notifications').selectAll().where('member_id', '=', memberId).orderBy('created_at').orderBy('id').execute();
}
