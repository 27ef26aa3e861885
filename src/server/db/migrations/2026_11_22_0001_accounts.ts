import { sql, type Kysely } from 'kysely';

/**
 * Members and what keeps their accounts safe: one-time codes, refresh-token sessions, login
 * failures, the SMS outbox, used captcha challenges, survey answers and the audit log.
 * No column takes its time from the database: the server writes every timestamp from its clock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('mobile_number', 'text', (c) => c.notNull().unique())
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('auth_provider', 'text')
    .addColumn('provider_user_id', 'text')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('subscribed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('survey_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('anonymised_at', 'timestamptz')
    .addCheckConstraint('members_social_identity', sql`(auth_provider is null) = (provider_user_id is null)`)
    .execute();
  await db.schema
    .createIndex('members_social_identity_unique')
    .on('members')
    .columns(['auth_provider', 'provider_user_id'])
    .unique()
    .where(sql.ref('provider_user_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('members_referrer_id').on('members').column('referrer_id').execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('registration', 'reset')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('reset_token_hash', 'text', (c) => c.unique())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('one_time_codes_mobile_sent').on('one_time_codes').columns(['mobile_number', 'created_at']).execute();
  await db.schema.createIndex('one_time_codes_member').on('one_time_codes').columns(['member_id', 'purpose']).execute();

  // A session is one refresh-token family: one login on one device.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').columns(['mobile_number', 'id']).execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_mobile').on('login_failures').columns(['mobile_number', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('login_locks')
    .addColumn('mobile_number', 'text', (c) => c.primaryKey())
    .addColumn('locked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz', (c) => c.notNull())
    .execute();

  // Solved captcha challenges, so that each is accepted once; rows past expiry are swept.
  await db.schema
    .createTable('captcha_solutions')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('survey_answers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('answer2', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'survey_answers',
    'captcha_solutions',
    'login_locks',
    'login_failures',
    'sms_outbox',
    'refresh_tokens',
    'sessions',
    'one_time_codes',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
