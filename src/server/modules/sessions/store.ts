import type { Db } from '../../db/database';
import type { Member } from '../../db/schema';
import { deleteDueRows } from '../../db/batches';

export async function insertSession(db: Db, row: { id: string; member_id: number; created_at: Date }): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function insertRefreshToken(
  db: Db,
  row: { session_id: string; token_hash: string; expires_at: Date; created_at: Date },
): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export interface RefreshTokenRow {
  id: number;
  session_id: string;
  member_id: number;
  expires_at: Date;
  created_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  session_revoked_at: Date | null;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.id',
      'refresh_tokens.session_id',
      'sessions.member_id',
      'refresh_tokens.expires_at',
      'refresh_tokens.created_at',
      'refresh_tokens.used_at',
      'refresh_tokens.revoked_at',
      'sessions.revoked_at as session_revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Spends a refresh token; false when another request spent it first. */
export async function markRefreshTokenUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends sessions and every refresh token in them. */
export async function revokeSessions(
  db: Db,
  where: { sessionId: string } | { memberId: number; exceptSessionId?: string },
  reason: string,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('revoked_at', 'is', null);
  if ('sessionId' in where) {
    query = query.where('id', '=', where.sessionId);
  } else {
    query = query.where('member_id', '=', where.memberId);
    if (where.exceptSessionId) query = query.where('id', '!=', where.exceptSessionId);
  }
  const revoked = await query.returning('id').execute();
  if (revoked.length > 0) {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where(
        'session_id',
        'in',
        revoked.map((row) => row.id),
      )
      .where('revoked_at', 'is', null)
      .execute();
  }
  return revoked.length;
}

/**
 * The one rule of which sessions an access token may act in: the session not revoked, its member
 * verified and not anonymised. A query that needs more than the member (the service-check poll)
 * joins onto this, so checking the session costs it no round trip of its own.
 */
export function liveSession(db: Db, sessionId: string, memberId: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .where('sessions.id', '=', sessionId)
    .where('sessions.member_id', '=', memberId)
    .where('sessions.revoked_at', 'is', null)
    .where('members.verified_at', 'is not', null)
    .where('members.anonymised_at', 'is', null);
}

/** The member behind a live session. */
export async function findSessionMember(db: Db, sessionId: string, memberId: number): Promise<Member | undefined> {
  return liveSession(db, sessionId, memberId).selectAll('members').executeTakeFirst();
}

export async function findSessionOwner(db: Db, sessionId: string): Promise<number | undefined> {
  const row = await db.selectFrom('sessions').select('member_id').where('id', '=', sessionId).executeTakeFirst();
  return row?.member_id;
}

/** When the member's sessions began and ended; never their ids, which the access tokens carry. */
export async function listMemberSessions(db: Db, memberId: number): Promise<{ created_at: Date; revoked_at: Date | null; revoke_reason: string | null }[]> {
  return db.selectFrom('sessions').select(['created_at', 'revoked_at', 'revoke_reason']).where('member_id', '=', memberId).orderBy('created_at').execute();
}

/** Retention: at most `limit` sessions revoked (logout, reset, reuse, removal) or whose every refresh token has expired; their tokens go with them. */
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
 * Retention: at most `limit` expired refresh tokens of sessions still alive. A used token stays until
 * it expires: presented again it must still revoke its family. Once expired it can do nothing.
 */
export async function deleteExpiredRefreshTokens(db: Db, now: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'refresh_tokens', key: 'id', due: 'expires_at', inclusive: true }, now, limit);
}
