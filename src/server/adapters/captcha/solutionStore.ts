import type { Db } from '../../db/database';
import { deleteDueRows } from '../../db/batches';

/** Records a solved challenge; false when it was recorded before (a replay). */
export async function recordSolution(db: Db, challengeId: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('captcha_solutions')
    .values({ challenge_id: challengeId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('challenge_id').doNothing())
    .returning('challenge_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A challenge past its expiry is refused by its signed data anyway, so its record can go. */
export async function forgetExpiredSolutions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute();
}

/** Retention: at most `limit` solutions whose challenge expired before `now`. */
export async function deleteExpiredSolutions(db: Db, now: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'captcha_solutions', key: 'challenge_id', due: 'expires_at' }, now, limit);
}
