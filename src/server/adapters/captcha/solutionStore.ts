import type { Db } from '../../db/database';

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
  const result = await db
    .deleteFrom('captcha_solutions')
    .where('challenge_id', 'in', (qb) => qb.selectFrom('captcha_solutions').select('challenge_id').where('expires_at', '<', now).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
