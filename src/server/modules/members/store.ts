import { sql } from 'kysely';
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

/** Turns off the mail consent of every (not anonymised) member with the address; answers how many changed. */
export async function unsubscribeMembersByEmail(db: Db, email: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('members')
    .set({ subscribed: false, updated_at: now })
    .where(sql`lower(email)`, '=', email)
    .where('subscribed', '=', true)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Replaces everything that identifies the member; the row stays, so their services keep an owner. */
export async function anonymiseMemberDetails(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .updateTable('members')
    .set({
      mobile_number: `removed-${memberId}`,
      fullname: 'Removed member',
      email: '',
      birth_date: '1900-01-01',
      password_hash: null,
      auth_provider: null,
      provider_user_id: null,
      address: '',
      state: '',
      country: '',
      postal_code: '',
      referrer_id: null,
      subscribed: false,
      survey_pending: false,
      anonymised_at: now,
      updated_at: now,
    })
    .where('id', '=', memberId)
    .execute();
}

export async function deleteSurveyAnswers(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('survey_answers').where('member_id', '=', memberId).execute();
}

export async function listSurveyAnswers(db: Db, memberId: number): Promise<{ answer: string; answer2: string; created_at: Date }[]> {
  return db.selectFrom('survey_answers').select(['answer', 'answer2', 'created_at']).where('member_id', '=', memberId).orderBy('id').execute();
}

/** How many members joined with this member's referral code; who they are is their own data. */
export async function countReferredMembers(db: Db, referrerId: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select(sql<number>`count(*)::int`.as('referred'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return row.referred;
}

/**
 * Verified members not in contact since `before`, oldest contact first, locked for the retention
 * job; rows another node is removing are skipped, not waited for.
 */
export async function listMembersOutOfContact(db: Db, before: Date, limit: number): Promise<Member[]> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('anonymised_at', 'is', null)
    .where('verified_at', 'is not', null)
    .where('last_contact_at', '<', before)
    .orderBy('last_contact_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Retention: at most `limit` accounts of the registration scheme before attempts, never verified: they could never log in. */
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
