import type { Db } from '../../db/database';
import type { Member, MemberUpdate, NewMember } from '../../db/schema';

export async function findMemberByMobile(db: Db, mobileNumber: string, options: { forUpdate?: boolean } = {}): Promise<Member | undefined> {
  let query = db.selectFrom('members').selectAll().where('mobile_number', '=', mobileNumber);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findMemberById(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<Member | undefined> {
  let query = db.selectFrom('members').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findMemberBySocialIdentity(db: Db, provider: string, userId: string): Promise<Member | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('auth_provider', '=', provider)
    .where('provider_user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts unless the number is already there (a concurrent registration): then answers undefined. */
export async function insertMember(db: Db, member: NewMember): Promise<Member | undefined> {
  return db
    .insertInto('members')
    .values(member)
    .onConflict((oc) => oc.column('mobile_number').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateMember(db: Db, id: number, patch: MemberUpdate): Promise<void> {
  await db.updateTable('members').set(patch).where('id', '=', id).execute();
}

export async function referralCodeExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('members').select('id').where('referral_code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** The verified, active member a referral code belongs to. */
export async function findReferrer(db: Db, code: string): Promise<{ id: number; email: string } | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('referral_code', '=', code)
    .where('verified_at', 'is not', null)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
}

export async function insertSurveyAnswer(db: Db, row: { member_id: number; answer: string; answer2: string; created_at: Date }): Promise<void> {
  await db.insertInto('survey_answers').values(row).execute();
}

/** Clears the survey flag; answers false when it was already clear (answered before). */
export async function clearSurveyPending(db: Db, memberId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ survey_pending: false, updated_at: now })
    .where('id', '=', memberId)
    .where('survey_pending', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
