import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Member } from '../../db/schema';

/**
 * Replaces everything that identifies the member and deletes what only concerns them (inbox,
 * codes, texts, survey, receipts). Vehicles and services stay, their plates replaced, so the number
 * and the plates can be registered again by someone else, and the workshops keep their records
 * (a receipt asked for afterwards is a 404).
 * Answers the storage keys of the receipts whose rows it deleted: their files go once the
 * transaction has committed (a file left by a crash in between has no row, and the orphan sweep
 * removes it).
 */
export async function anonymiseMember(trx: Db, member: Member, now: Date): Promise<string[]> {
  await trx
    .updateTable('members')
    .set({
      mobile_number: `removed-${member.id}`,
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
    .where('id', '=', member.id)
    .execute();
  await trx
    .updateTable('vehicles')
    .set({ plate_number: sql<string>`'X' || upper(substr(replace(guid::text, '-', ''), 1, 15))`, brand: '', model: '', year_manufactured: null })
    .where('member_id', '=', member.id)
    .execute();
  // Campaign records stay for the accounts (PINs given, rewards sent); the person's details go.
  await trx.updateTable('cny_entries').set({ fullname: 'Removed member', mobile_number: '', mobile_no: '' }).where('member_id', '=', member.id).execute();
  await trx
    .updateTable('referral_rewards')
    .set({ fullname: null, email: null, address: null, state: null, country: null, postal_code: null })
    .where('referrer_id', '=', member.id)
    .execute();
  await trx.deleteFrom('notifications').where('member_id', '=', member.id).execute();
  await trx.deleteFrom('survey_answers').where('member_id', '=', member.id).execute();
  await trx
    .deleteFrom('one_time_codes')
    .where((eb) => eb.or([eb('member_id', '=', member.id), eb('mobile_number', '=', member.mobile_number)]))
    .execute();
  // Registrations of the number still waiting for their code: their details and codes go too.
  await trx.deleteFrom('registration_attempts').where('mobile_number', '=', member.mobile_number).execute();
  await trx.deleteFrom('sms_outbox').where('mobile_number', '=', member.mobile_number).execute();
  await trx.deleteFrom('login_failures').where('mobile_number', '=', member.mobile_number).execute();
  await trx.deleteFrom('login_locks').where('mobile_number', '=', member.mobile_number).execute();
  await forgetNumbersInAudit(trx, member);
  const receipts = await trx
    .deleteFrom('receipts')
    .where('service_guid', 'in', (qb) => qb.selectFrom('services').select('guid').where('member_id', '=', member.id))
    .returning('storage_key')
    .execute();
  return receipts.map((row) => row.storage_key);
}

/**
 * The audit trail keeps what happened to the account, but under its id: entries filed under any
 * number the member held are refiled as `member:<id>`, and number changes lose the numbers.
 */
async function forgetNumbersInAudit(trx: Db, member: Member): Promise<void> {
  const subject = `member:${member.id}`;
  const changes = await trx
    .selectFrom('audit_log')
    .select('details')
    .where('subject', '=', subject)
    .where('action', '=', 'member.mobile_changed')
    .execute();
  const numbers = new Set([member.mobile_number]);
  for (const { details } of changes) {
    for (const value of Object.values(details ?? {})) if (typeof value === 'string') numbers.add(value);
  }
  await trx.updateTable('audit_log').set({ subject }).where('subject', 'in', [...numbers]).execute();
  await trx.updateTable('audit_log').set({ details: null }).where('subject', '=', subject).where('action', '=', 'member.mobile_changed').execute();
}
