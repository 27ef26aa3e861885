import { sql, type Kysely } from 'kysely';

/**
 * What the retention sweeps need: each member's last contact, and indexes for finding what is due.
 *
 * `members.last_contact_at` is the latest of: registration (the member row's creation and
 * verification), every login and token refresh (each new refresh token), every service submission,
 * and every change of the member's own details (name, email, birth date, number, address,
 * password). Triggers keep it, so no path that counts can forget to, and they copy the timestamp of
 * the row being written (which the server takes from its clock), never the database's.
 * Refresh tokens and sessions are swept months after they end, so the column, not those rows,
 * remembers a contact for the four years personal data may be kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('last_contact_at', 'timestamptz').execute();
  await sql`
    update members m set last_contact_at = greatest(
      m.created_at,
      m.verified_at,
      m.updated_at,
      (select max(rt.created_at) from refresh_tokens rt join sessions s on s.id = rt.session_id where s.member_id = m.id),
      (select max(sv.created_at) from services sv where sv.member_id = m.id)
    )
  `.execute(db);
  await db.schema.alterTable('members').alterColumn('last_contact_at', (c) => c.setNotNull()).execute();

  await sql`
    create function members_last_contact() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        new.last_contact_at := greatest(new.last_contact_at, new.created_at, new.verified_at);
      elsif new.anonymised_at is null and (
        new.verified_at is distinct from old.verified_at
        or (new.fullname, new.email, new.birth_date, new.mobile_number, new.password_hash, new.address, new.state, new.country, new.postal_code)
          is distinct from (old.fullname, old.email, old.birth_date, old.mobile_number, old.password_hash, old.address, old.state, old.country, old.postal_code)
      ) then
        new.last_contact_at := greatest(old.last_contact_at, new.last_contact_at, new.verified_at, new.updated_at);
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger members_last_contact before insert or update on members
    for each row execute function members_last_contact()
  `.execute(db);

  await sql`
    create function refresh_tokens_last_contact() returns trigger language plpgsql as $$
    begin
      update members m set last_contact_at = new.created_at
      from sessions s
      where s.id = new.session_id and m.id = s.member_id and m.last_contact_at < new.created_at;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger refresh_tokens_last_contact after insert on refresh_tokens
    for each row execute function refresh_tokens_last_contact()
  `.execute(db);

  await sql`
    create function services_last_contact() returns trigger language plpgsql as $$
    begin
      update members set last_contact_at = new.created_at
      where id = new.member_id and last_contact_at < new.created_at;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger services_last_contact after insert on services
    for each row execute function services_last_contact()
  `.execute(db);

  // The sweeps' lookups.
  await db.schema
    .createIndex('members_last_contact')
    .on('members')
    .column('last_contact_at')
    .where(sql.ref('anonymised_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('members_unverified')
    .on('members')
    .column('created_at')
    .where(sql.ref('verified_at'), 'is', null)
    .execute();
  await db.schema.createIndex('refresh_tokens_expiry').on('refresh_tokens').column('expires_at').execute();
  await db.schema
    .createIndex('sessions_revoked')
    .on('sessions')
    .column('revoked_at')
    .where(sql.ref('revoked_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('login_failures_created').on('login_failures').column('created_at').execute();
  await db.schema.createIndex('login_locks_until').on('login_locks').column('locked_until').execute();
  await db.schema.createIndex('captcha_solutions_expiry').on('captcha_solutions').column('expires_at').execute();
  await db.schema.createIndex('sms_outbox_created').on('sms_outbox').column('created_at').execute();
  await db.schema.createIndex('receipts_storage_key').on('receipts').column('storage_key').execute();
  await db.schema.createIndex('services_member').on('services').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'services_member',
    'receipts_storage_key',
    'sms_outbox_created',
    'captcha_solutions_expiry',
    'login_locks_until',
    'login_failures_created',
    'sessions_revoked',
    'refresh_tokens_expiry',
    'members_unverified',
    'members_last_contact',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await sql`drop trigger services_last_contact on services`.execute(db);
  await sql`drop function services_last_contact()`.execute(db);
  await sql`drop trigger refresh_tokens_last_contact on refresh_tokens`.execute(db);
  await sql`drop function refresh_tokens_last_contact()`.execute(db);
  await sql`drop trigger members_last_contact on members`.execute(db);
  await sql`drop function members_last_contact()`.execute(db);
  await db.schema.alterTable('members').dropColumn('last_contact_at').execute();
}
