import type { Db } from '../../db/database';
import type { ResetRequest } from '../../db/schema';
import { deleteDueRows } from '../../db/batches';

export async function insertResetRequest(db: Db, row: Omit<ResetRequest, 'id'>): Promise<void> {
  await db.insertInto('reset_requests').values(row).execute();
}

/** The forgot-password call a browser's token names, locked for the caller's transaction. */
export async function findResetRequest(db: Db, tokenHash: string): Promise<ResetRequest | undefined> {
  return db.selectFrom('reset_requests').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

/** Once the password is reset, every other reset request of the member is void. */
export async function deleteResetRequestsOf(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('reset_requests').where('member_id', '=', memberId).execute();
}

/** Retention: at most `limit` reset requests that expired before `expiredBefore`. */
export async function deleteExpiredResetRequests(db: Db, expiredBefore: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'reset_requests', key: 'id', due: 'expires_at' }, expiredBefore, limit);
}
