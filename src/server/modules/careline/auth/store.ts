import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { deleteDueRows } from '../../../db/batches';
import { isUuid } from '../../../http/ids';
import type { CarelineStaffRow } from '../../../db/schema';
import type { CarelineRole } from '../../../../shared/contract/careline';

// The careline's people, their credentials and sessions (migration 0040). SQL only.

export async function findStaffByEmail(db: Db, email: string, options: { forUpdate?: boolean } = {}): Promise<CarelineStaffRow | undefined> {
  let query = db.selectFrom('careline_staff').selectAll().where('email', '=', email);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findStaffById(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<CarelineStaffRow | undefined> {
  let query = db.selectFrom('careline_staff').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listStaff(db: Db): Promise<(CarelineStaffRow & { passkeys: number; last_signed_in_at: Date | null })[]> {
  return db
    .selectFrom('careline_staff as s')
    .selectAll('s')
    .select((eb) => eb.selectFrom('careline_passkeys as p').whereRef('p.staff_id', '=', 's.id').select(sql<number>`count(*)::int`.as('n')).as('passkeys'))
    .select((eb) => eb.selectFrom('careline_sessions as c').whereRef('c.staff_id', '=', 's.id').select(sql<Date | null>`max(c.created_at)`.as('at')).as('last_signed_in_at'))
    .orderBy('s.id')
    .execute() as Promise<(CarelineStaffRow & { passkeys: number; last_signed_in_at: Date | null })[]>;
}

/** When the person last signed in: the start of their newest session. */
export async function lastSignIn(db: Db, staffId: number): Promise<Date | null> {
  const row = await db.selectFrom('careline_sessions').select(sql<Date | null>`max(created_at)`.as('at')).where('staff_id', '=', staffId).executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export async function countPasskeys(db: Db, staffId: number): Promise<number> {
  const row = await db.selectFrom('careline_passkeys').select(sql<number>`count(*)::int`.as('n')).where('staff_id', '=', staffId).executeTakeFirstOrThrow();
  return row.n;
}

/** Active administrators, locked: the last one is never demoted or deactivated. */
export async function activeAdministrators(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('careline_staff')
    .select('id')
    .where('role', '=', 'administrator')
    .where('deactivated_at', 'is', null)
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function insertStaff(db: Db, row: { email: string; role: CarelineRole; now: Date }): Promise<CarelineStaffRow> {
  return db
    .insertInto('careline_staff')
    .values({ email: row.email, role: row.role, password_hash: null, totp_secret: null, totp_last_step: null, enrolled_at: null, created_at: row.now, updated_at: row.now, deactivated_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateStaff(
  db: Db,
  id: number,
  values: Partial<Pick<CarelineStaffRow, 'role' | 'password_hash' | 'totp_secret' | 'totp_last_step' | 'enrolled_at' | 'deactivated_at'>>,
  now: Date,
): Promise<void> {
  await db.updateTable('careline_staff').set({ ...values, updated_at: now }).where('id', '=', id).execute();
}

/** Takes an authenticator step once: false when it (or a later one) was accepted before. */
export async function spendTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('careline_staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Enrolment links.

export async function insertEnrolment(db: Db, row: { staff_id: number; token_hash: string; expires_at: Date; created_at: Date }): Promise<void> {
  // A new link replaces any the person had not used yet.
  await db.updateTable('careline_enrolments').set({ used_at: row.created_at }).where('staff_id', '=', row.staff_id).where('used_at', 'is', null).execute();
  await db.insertInto('careline_enrolments').values({ ...row, totp_secret: null, used_at: null }).execute();
}

export async function findLiveEnrolment(db: Db, tokenHash: string, now: Date, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('careline_enrolments as e')
    .innerJoin('careline_staff as s', 's.id', 'e.staff_id')
    .select(['e.id', 'e.staff_id', 'e.totp_secret', 'e.expires_at', 's.email', 's.role'])
    .where('e.token_hash', '=', tokenHash)
    .where('e.used_at', 'is', null)
    .where('e.expires_at', '>', now)
    .where('s.deactivated_at', 'is', null);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function setEnrolmentTotp(db: Db, id: number, sealedSecret: string): Promise<void> {
  await db.updateTable('careline_enrolments').set({ totp_secret: sealedSecret }).where('id', '=', id).execute();
}

/** Spends the link; false when another request spent it first. */
export async function spendEnrolment(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('careline_enrolments').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Passkeys and their challenges.

export async function listPasskeys(db: Db, staffId: number) {
  return db.selectFrom('careline_passkeys').selectAll().where('staff_id', '=', staffId).orderBy('created_at').execute();
}

export async function findPasskey(db: Db, id: string) {
  return db.selectFrom('careline_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPasskey(db: Db, row: { id: string; staff_id: number; public_key: Uint8Array; counter: number; transports: string[] | null; created_at: Date }): Promise<void> {
  await db
    .insertInto('careline_passkeys')
    .values({ ...row, transports: row.transports ? JSON.stringify(row.transports) : null, last_used_at: null })
    .execute();
}

export async function passkeyUsed(db: Db, id: string, counter: number, now: Date): Promise<void> {
  await db.updateTable('careline_passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

export async function deletePasskeys(db: Db, staffId: number): Promise<number> {
  const result = await db.deleteFrom('careline_passkeys').where('staff_id', '=', staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertChallenge(db: Db, row: { id: string; purpose: 'register' | 'sign_in' | 'step_up'; staff_id: number | null; challenge: string; expires_at: Date; created_at: Date }): Promise<void> {
  await db.insertInto('careline_challenges').values(row).execute();
}

/** Takes a challenge out: it answers once, whatever the answer. */
export async function takeChallenge(db: Db, id: string, purpose: 'register' | 'sign_in' | 'step_up', now: Date) {
  // An id that is no UUID names no challenge (and PostgreSQL would refuse to compare it).
  if (!isUuid(id)) return undefined;
  const row = await db.deleteFrom('careline_challenges').where('id', '=', id).where('purpose', '=', purpose).returningAll().executeTakeFirst();
  return row && row.expires_at.getTime() > now.getTime() ? row : undefined;
}

// Sessions and refresh tokens.

export async function insertSession(db: Db, row: { id: string; staff_id: number; method: string; created_at: Date; expires_at: Date; stepped_up_at: Date | null }): Promise<void> {
  await db.insertInto('careline_sessions').values({ ...row, last_seen_at: row.created_at, revoked_at: null, revoke_reason: null }).execute();
}

export async function findSession(db: Db, id: string) {
  return db.selectFrom('careline_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('careline_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function stepUpSession(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('careline_sessions').set({ stepped_up_at: now, last_seen_at: now }).where('id', '=', id).execute();
}

export async function revokeSessions(db: Db, where: { sessionId: string } | { staffId: number }, reason: string, now: Date): Promise<void> {
  let query = db.updateTable('careline_sessions').set({ revoked_at: now, revoke_reason: reason }).where('revoked_at', 'is', null);
  query = 'sessionId' in where ? query.where('id', '=', where.sessionId) : query.where('staff_id', '=', where.staffId);
  const revoked = await query.returning('id').execute();
  if (revoked.length === 0) return;
  await db
    .updateTable('careline_refresh_tokens')
    .set({ revoked_at: now })
    .where('session_id', 'in', revoked.map((row) => row.id))
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertRefreshToken(db: Db, row: { session_id: string; token_hash: string; expires_at: Date; created_at: Date }): Promise<void> {
  await db.insertInto('careline_refresh_tokens').values(row).execute();
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('careline_refresh_tokens as rt')
    .innerJoin('careline_sessions as s', 's.id', 'rt.session_id')
    .select(['rt.id', 'rt.session_id', 's.staff_id', 'rt.expires_at', 'rt.used_at', 'rt.revoked_at', 's.revoked_at as session_revoked_at', 's.last_seen_at', 's.expires_at as session_expires_at'])
    .where('rt.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('careline_refresh_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Personal access tokens.

export async function insertPersonalToken(db: Db, row: { staff_id: number; name: string; role: CarelineRole; token_hash: string; created_at: Date; expires_at: Date }) {
  return db.insertInto('careline_personal_tokens').values({ ...row, last_used_at: null, revoked_at: null }).returningAll().executeTakeFirstOrThrow();
}

export async function listPersonalTokens(db: Db, staffId: number) {
  return db.selectFrom('careline_personal_tokens').selectAll().where('staff_id', '=', staffId).orderBy('id', 'desc').execute();
}

export async function findPersonalToken(db: Db, tokenHash: string) {
  return db.selectFrom('careline_personal_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function personalTokenUsed(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('careline_personal_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function revokePersonalTokens(db: Db, where: { id: number; staffId: number } | { staffId: number }, now: Date): Promise<number> {
  let query = db.updateTable('careline_personal_tokens').set({ revoked_at: now }).where('staff_id', '=', where.staffId).where('revoked_at', 'is', null);
  if ('id' in where) query = query.where('id', '=', where.id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Failed sign-ins.

export async function countFailures(db: Db, column: 'email' | 'ip', value: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('careline_sign_in_failures')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertFailure(db: Db, row: { email: string | null; ip: string; created_at: Date }): Promise<void> {
  await db.insertInto('careline_sign_in_failures').values(row).execute();
}

export async function oldestFailure(db: Db, column: 'email' | 'ip', value: string, since: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('careline_sign_in_failures')
    .select('created_at')
    .where(column, '=', value)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.created_at;
}

// Retention (modules/retention/sweep.ts).

/** Challenges past their 5 minutes, answered or not. */
export async function deleteExpiredChallenges(db: Db, now: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'careline_challenges', key: 'id', due: 'expires_at', inclusive: true }, now, limit);
}

/** Sessions past their 8 hours (their refresh tokens go with them). */
export async function deleteEndedCarelineSessions(db: Db, endedBefore: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'careline_sessions', key: 'id', due: 'expires_at' }, endedBefore, limit);
}

export async function deleteCarelineFailures(db: Db, before: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'careline_sign_in_failures', key: 'id', due: 'created_at' }, before, limit);
}

/** Enrolment links past their 48 hours, used or not. */
export async function deleteExpiredEnrolments(db: Db, before: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'careline_enrolments', key: 'id', due: 'expires_at' }, before, limit);
}
