import type { Db } from '../../db/database';
import { WorkshopStatus, type Workshop, type WorkshopStaff } from '../../db/schema';

/** The live account of a number, if any (a removed one is not). */
export async function findLiveStaffByMobile(db: Db, mobileNumber: string, options: { forUpdate?: boolean } = {}): Promise<WorkshopStaff | undefined> {
  let query = db.selectFrom('workshop_staff').selectAll().where('mobile_number', '=', mobileNumber).where('removed_at', 'is', null);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findStaffOfWorkshop(db: Db, workshopId: string, staffId: number): Promise<WorkshopStaff | undefined> {
  return db
    .selectFrom('workshop_staff')
    .selectAll()
    .where('id', '=', staffId)
    .where('workshop_id', '=', workshopId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the number is a live workshop account's: such a number is not an end-consumer's. */
export async function isStaffMobile(db: Db, mobileNumber: string): Promise<boolean> {
  return (await findLiveStaffByMobile(db, mobileNumber)) !== undefined;
}

export async function listWorkshopStaff(db: Db, workshopId: string): Promise<WorkshopStaff[]> {
  return db
    .selectFrom('workshop_staff')
    .selectAll()
    .where('workshop_id', '=', workshopId)
    .where('removed_at', 'is', null)
    .orderBy('role')
    .orderBy('id')
    .execute();
}

export async function findLiveOwner(db: Db, workshopId: string): Promise<WorkshopStaff | undefined> {
  return db
    .selectFrom('workshop_staff')
    .selectAll()
    .where('workshop_id', '=', workshopId)
    .where('role', '=', 'owner')
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function insertStaff(
  db: Db,
  row: { workshop_id: string; role: 'owner' | 'staff'; name: string; mobile_number: string; now: Date },
): Promise<WorkshopStaff> {
  const { now, ...values } = row;
  return db
    .insertInto('workshop_staff')
    .values({ ...values, password_hash: null, created_at: now, updated_at: now, removed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markStaffRemoved(db: Db, staffId: number, now: Date): Promise<void> {
  await db.updateTable('workshop_staff').set({ removed_at: now, updated_at: now }).where('id', '=', staffId).execute();
}

export async function setStaffPasswordHash(db: Db, staffId: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('workshop_staff').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', staffId).execute();
}

export async function insertStaffSession(db: Db, row: { id: string; staff_id: number; created_at: Date }): Promise<void> {
  await db.insertInto('workshop_sessions').values(row).execute();
}

export async function insertStaffRefreshToken(db: Db, row: { session_id: string; token_hash: string; expires_at: Date; created_at: Date }): Promise<void> {
  await db.insertInto('workshop_refresh_tokens').values(row).execute();
}

export async function findStaffRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('workshop_refresh_tokens as rt')
    .innerJoin('workshop_sessions as s', 's.id', 'rt.session_id')
    .select(['rt.id', 'rt.session_id', 's.staff_id', 'rt.expires_at', 'rt.used_at', 'rt.revoked_at', 's.revoked_at as session_revoked_at'])
    .where('rt.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Spends a refresh token; false when another request spent it first. */
export async function markStaffRefreshTokenUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('workshop_refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends one session, or every session of a staff member, with their refresh tokens. */
export async function revokeStaffSessions(db: Db, where: { sessionId: string } | { staffId: number }, reason: string, now: Date): Promise<void> {
  let query = db.updateTable('workshop_sessions').set({ revoked_at: now, revoke_reason: reason }).where('revoked_at', 'is', null);
  query = 'sessionId' in where ? query.where('id', '=', where.sessionId) : query.where('staff_id', '=', where.staffId);
  const revoked = await query.returning('id').execute();
  if (revoked.length === 0) return;
  await db
    .updateTable('workshop_refresh_tokens')
    .set({ revoked_at: now })
    .where('session_id', 'in', revoked.map((row) => row.id))
    .where('revoked_at', 'is', null)
    .execute();
}

export async function findStaffSessionOwner(db: Db, sessionId: string): Promise<number | undefined> {
  return (await db.selectFrom('workshop_sessions').select('staff_id').where('id', '=', sessionId).executeTakeFirst())?.staff_id;
}

/**
 * The staff member and workshop behind a live session: the session open, the account not removed
 * and with a password, its workshop still in the programme.
 */
export async function findLiveStaffSession(db: Db, sessionId: string, staffId: number): Promise<{ staff: WorkshopStaff; workshop: Workshop } | undefined> {
  const staff = await db
    .selectFrom('workshop_sessions as s')
    .innerJoin('workshop_staff as p', 'p.id', 's.staff_id')
    .selectAll('p')
    .where('s.id', '=', sessionId)
    .where('s.staff_id', '=', staffId)
    .where('s.revoked_at', 'is', null)
    .where('p.removed_at', 'is', null)
    .where('p.password_hash', 'is not', null)
    .executeTakeFirst();
  if (!staff) return undefined;
  const workshop = await db
    .selectFrom('workshops')
    .selectAll()
    .where('workshop_id', '=', staff.workshop_id)
    .where('status', '=', WorkshopStatus.Active)
    .executeTakeFirst();
  return workshop ? { staff, workshop } : undefined;
}
