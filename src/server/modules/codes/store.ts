import type { Db } from '../../db/database';
import type { CodePurpose, OneTimeCode } from '../../db/schema';
import { deleteDueRows } from '../../db/batches';

/** When each code was sent to a number since `since`, newest first. */
export async function sendTimesSince(db: Db, mobileNumber: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('mobile_number', '=', mobileNumber)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.created_at);
}

/** Whom a code was sent for: a member (password reset), a registration attempt or a workshop staff account. */
export type CodeOwner = { memberId: number } | { attemptId: number } | { staffId: number };

function ownerColumns(owner: CodeOwner): { member_id: number | null; attempt_id: number | null; staff_id?: number } {
  if ('staffId' in owner) return { member_id: null, attempt_id: null, staff_id: owner.staffId };
  return 'memberId' in owner ? { member_id: owner.memberId, attempt_id: null } : { member_id: null, attempt_id: owner.attemptId };
}

/** A new code for the number replaces its earlier live ones of the purpose, whoever they were sent for. */
export async function voidLiveCodes(db: Db, mobileNumber: string, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ voided_at: now })
    .where('mobile_number', '=', mobileNumber)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Db,
  owner: CodeOwner,
  row: {
    mobile_number: string;
    purpose: CodePurpose;
    code_hash: string;
    reset_token_hash: string | null;
    expires_at: Date;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('one_time_codes').values({ ...row, ...ownerColumns(owner) }).execute();
}

/** The number's newest code of the purpose, locked for the caller's transaction. */
export async function newestCode(db: Db, mobileNumber: string, purpose: CodePurpose): Promise<OneTimeCode | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('mobile_number', '=', mobileNumber)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Wrong tries of a code by one attempt. */
export async function triesOf(db: Db, codeId: number, attempt: string): Promise<number> {
  const row = await db.selectFrom('code_tries').select('tries').where('code_id', '=', codeId).where('attempt', '=', attempt).executeTakeFirst();
  return row?.tries ?? 0;
}

/**
 * Counts a wrong try for the attempt and for the code (locked by the caller); the code is voided once
 * its tries over every attempt reach `maxTotal`.
 */
export async function addWrongTry(db: Db, codeId: number, attempt: string, now: Date, maxTotal: number): Promise<{ attemptTries: number; totalTries: number }> {
  const mine = await db
    .insertInto('code_tries')
    .values({ code_id: codeId, attempt, tries: 1 })
    .onConflict((oc) => oc.columns(['code_id', 'attempt']).doUpdateSet((eb) => ({ tries: eb('code_tries.tries', '+', 1) })))
    .returning('tries')
    .executeTakeFirstOrThrow();
  const code = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', codeId)
    .returning('tries')
    .executeTakeFirstOrThrow();
  if (code.tries >= maxTotal) await db.updateTable('one_time_codes').set({ voided_at: now }).where('id', '=', codeId).execute();
  return { attemptTries: mine.tries, totalTries: code.tries };
}

export async function markCodeUsed(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('one_time_codes').set({ used_at: now }).where('id', '=', id).execute();
}

/** Every code sent for the member or to the number, whoever asked for it. */
export async function deleteCodesOf(db: Db, memberId: number, mobileNumber: string): Promise<void> {
  await db
    .deleteFrom('one_time_codes')
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('mobile_number', '=', mobileNumber)]))
    .execute();
}

/** The codes sent for the member or to the number: when and what for, never their hashes. */
export async function listCodesOf(db: Db, memberId: number, mobileNumber: string) {
  return db
    .selectFrom('one_time_codes')
    .select(['purpose', 'mobile_number', 'tries', 'created_at', 'expires_at', 'used_at', 'voided_at'])
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('mobile_number', '=', mobileNumber)]))
    .orderBy('id')
    .execute();
}

/** Retention: at most `limit` codes that expired before `expiredBefore`. */
export async function deleteExpiredCodes(db: Db, expiredBefore: Date, limit: number): Promise<number> {
  return deleteDueRows(db, { table: 'one_time_codes', key: 'id', due: 'expires_at' }, expiredBefore, limit);
}
