import type { Db } from '../../db/database';

/**
 * The retention sweeps' deletions. Each removes at most `limit` rows, so a large backlog goes in
 * short transactions; callers repeat until fewer come back. Two nodes running the same sweep at
 * once only delete the same rows once.
 */

/** Sessions revoked (logout, reset, reuse, removal), or whose every refresh token has expired; their tokens go with them. */
export async function deleteEndedSessions(db: Db, now: Date, startedBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('sessions as s')
        .select('s.id')
        .where((eb) =>
          eb.or([
            eb('s.revoked_at', '<=', now),
            eb.and([
              // A session and its first token are written in one transaction; the age only guards the sweep's own reasoning.
              eb('s.created_at', '<', startedBefore),
              eb.not(
                eb.exists(
                  eb.selectFrom('refresh_tokens as rt').select('rt.id').whereRef('rt.session_id', '=', 's.id').where('rt.expires_at', '>', now),
                ),
              ),
            ]),
          ]),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Expired refresh tokens of sessions still alive. A used token stays until it expires: presented
 * again it must still revoke its family. Once expired it can do nothing, and is refused either way.
 */
export async function deleteExpiredRefreshTokens(db: Db, now: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('id', 'in', (qb) => qb.selectFrom('refresh_tokens').select('id').where('expires_at', '<=', now).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Registration attempts past their expiry; their codes go with them. */
export async function deleteExpiredAttempts(db: Db, expiredBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('registration_attempts')
    .where('id', 'in', (qb) => qb.selectFrom('registration_attempts').select('id').where('expires_at', '<', expiredBefore).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredCodes(db: Db, expiredBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('one_time_codes')
    .where('id', 'in', (qb) => qb.selectFrom('one_time_codes').select('id').where('expires_at', '<', expiredBefore).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Accounts of the registration scheme before attempts, never verified: they could never log in. */
export async function deleteUnverifiedMembers(db: Db, createdBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('members')
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('members')
        .select('id')
        .where('verified_at', 'is', null)
        .where('anonymised_at', 'is', null)
        .where('created_at', '<', createdBefore)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteLoginFailures(db: Db, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('login_failures')
    .where('id', 'in', (qb) => qb.selectFrom('login_failures').select('id').where('created_at', '<', before).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteLoginLocks(db: Db, endedBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('login_locks')
    .where('mobile_number', 'in', (qb) => qb.selectFrom('login_locks').select('mobile_number').where('locked_until', '<', endedBefore).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteCaptchaSolutions(db: Db, now: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('captcha_solutions')
    .where('challenge_id', 'in', (qb) => qb.selectFrom('captcha_solutions').select('challenge_id').where('expires_at', '<', now).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteOutboxMessages(db: Db, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('sms_outbox')
    .where('id', 'in', (qb) => qb.selectFrom('sms_outbox').select('id').where('created_at', '<', before).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Which of these storage keys a receipt row names. */
export async function storedReceiptKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('receipts').select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}
