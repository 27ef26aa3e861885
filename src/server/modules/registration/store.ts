import type { Db } from '../../db/database';
import type { RegistrationAttempt } from '../../db/schema';
import { deleteDueRows } from '../../db/batches';

export type NewAttempt = Omit<RegistrationAttempt, 'id'>;

export async function insertAttempt(db: Db, attempt: NewAttempt): Promise<RegistrationAttempt> {
  return db.insertInto('registration_attempts').values(attempt).returningAll().executeTakeFirstOrThrow();
}

/** The attempt a browser's token names, locked for the caller's transaction. */
export async function findAttemptByToken(db: Db, tokenHash: string): Promise<RegistrationAttempt | undefined> {
  return db.selectFrom('registration_attempts').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

/** Once a number is verified, every other attempt on it (and its codes) is void. */
export async function deleteAttemptsFor(db: Db, mobileNumber: string): Promise<void> {
  await db.deleteFrom('registration_attempts').where('mobile_number', '=', mobileNumber).execute();
}

/** Retention: at most `limit` attempts that expired before `expiredBefore`; their codes go with them. */
export async function deleteExpiredAttempts(db: Db, expiredBefore: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'registration_attempts', key: 'id', due: 'expires_at' }, expiredBefore, limit);
}
