import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Member } from '../../db/schema';

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

/** The member behind a live session: verified, not anonymised, session not revoked. */
export async function findSessionMember(db: Db, sessionId: string, memberId: number): Promise<Member | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .selectAll('members')
    .where('sessions.id', '=', sessionId)
    .where('sessions.member_id', '=', memberId)
    .where('sessions.revoked_at', 'is', null)
    .where('members.verified_at', 'is not', null)
    .where('members.anonymised_at', 'is', null)
    .executeTakeFirst();
}

export async function findSessionOwner(db: Db, sessionId: string): Promise<number | undefined> {
  const row = await db.selectFrom('sessions').select('member_id').where('id', '=', sessionId).executeTakeFirst();
  return row?.member_id;
}

// Login failures and locks (domain.md, 'Tokens and sessions').

export async function findLoginLock(db: Db, mobileNumber: string): Promise<{ locked_until: Date } | undefined> {
  return db.selectFrom('login_locks').select('locked_until').where('mobile_number', '=', mobileNumber).executeTakeFirst();
}

export async function countLoginFailures(db: Db, column: 'mobile_number' | 'ip', value: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function insertLoginFailure(db: Db, row: { mobile_number: string; ip: string; created_at: Date }): Promise<void> {
  await db.insertInto('login_failures').values(row).execute();
}

export async function upsertLoginLock(db: Db, mobileNumber: string, now: Date, until: Date): Promise<void> {
  await db
    .insertInto('login_locks')
    .values({ mobile_number: mobileNumber, locked_at: now, locked_until: until })
    .onConflict((oc) => oc.column('mobile_number').doUpdateSet({ locked_at: now, locked_until: until }))
    .execute();
}

/** A successful login or a password reset starts the count afresh. */
export async function clearLoginFailures(db: Db, mobileNumber: string): Promise<void> {
  await db.deleteFrom('login_failures').where('mobile_number', '=', mobileNumber).execute();
  await db.deleteFrom('login_locks').where('mobile_number', '=', mobileNumber).execute();
}
