import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { deleteDueRows } from '../../db/batches';

// Login failures (domain.md, 'No stranger can lock a member out'). Numbers are no longer locked;
// `login_locks` keeps the locks of earlier versions until the retention sweep ends them.

export async function countLoginFailures(db: Db, column: 'mobile_number' | 'ip', value: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function countPairFailures(db: Db, mobileNumber: string, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where('mobile_number', '=', mobileNumber)
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function insertLoginFailure(db: Db, row: { mobile_number: string; ip: string; created_at: Date }): Promise<void> {
  await db.insertInto('login_failures').values(row).execute();
}

/** A successful login or a password reset starts the count afresh; a removed member's number leaves nothing behind. */
export async function clearLoginFailures(db: Db, mobileNumber: string): Promise<void> {
  await db.deleteFrom('login_failures').where('mobile_number', '=', mobileNumber).execute();
  await db.deleteFrom('login_locks').where('mobile_number', '=', mobileNumber).execute();
}

/** The failed logins under the number and its lock, if any. */
export async function listLoginRecords(db: Db, mobileNumber: string) {
  const failures = await db.selectFrom('login_failures').select(['ip', 'created_at']).where('mobile_number', '=', mobileNumber).orderBy('id').execute();
  const lock = await db.selectFrom('login_locks').select(['locked_at', 'locked_until']).where('mobile_number', '=', mobileNumber).executeTakeFirst();
  return { failures, lock: lock ?? null };
}

/** Retention: at most `limit` failures from before `before`. */
export async function deleteLoginFailures(db: Db, before: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'login_failures', key: 'id', due: 'created_at' }, before, limit);
}

/** Retention: at most `limit` locks that ended before `endedBefore`. */
export async function deleteLoginLocks(db: Db, endedBefore: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'login_locks', key: 'mobile_number', due: 'locked_until' }, endedBefore, limit);
}
