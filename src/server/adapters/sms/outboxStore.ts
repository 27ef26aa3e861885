import type { Db } from '../../db/database';
import { deleteDueRows } from '../../db/batches';

export interface OutboxEntry {
  mobile_number: string;
  message: string;
  created_at: Date;
}

export async function insertOutboxMessage(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insertInto('sms_outbox').values(entry).execute();
}

/** The latest messages to a number, newest first. */
export async function listOutbox(db: Db, mobileNumber: string, limit = 20): Promise<OutboxEntry[]> {
  return db
    .selectFrom('sms_outbox')
    .select(['mobile_number', 'message', 'created_at'])
    .where('mobile_number', '=', mobileNumber)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function deleteOutboxMessagesTo(db: Db, mobileNumber: string): Promise<void> {
  await db.deleteFrom('sms_outbox').where('mobile_number', '=', mobileNumber).execute();
}

/** Retention: at most `limit` messages kept before `before`. */
export async function deleteOutboxMessages(db: Db, before: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'sms_outbox', key: 'id', due: 'created_at' }, before, limit);
}
