import { sql, type Kysely } from 'kysely';

/**
 * Registration attempts: each registration keeps its own details, password hash and code until the
 * number is verified, so that whoever holds the phone decides the account. A member row exists only
 * once its number is verified. A one-time code belongs to a member (reset) or to an attempt
 * (registration), never both; a code outlives its attempt, without an owner, because the per-number
 * send limits count every code sent in the last hour.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // The browser that registered holds the token; only its hash is kept.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('auth_provider', 'text')
    .addColumn('provider_user_id', 'text')
    .addColumn('referrer_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('subscribed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('registration_attempts_social_identity', sql`(auth_provider is null) = (provider_user_id is null)`)
    .execute();
  await db.schema.createIndex('registration_attempts_mobile').on('registration_attempts').column('mobile_number').execute();
  await db.schema.createIndex('registration_attempts_expiry').on('registration_attempts').column('expires_at').execute();
  await db.schema.createIndex('registration_attempts_referrer').on('registration_attempts').column('referrer_id').execute();

  await db.schema.alterTable('one_time_codes').alterColumn('member_id', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('one_time_codes')
    .addColumn('attempt_id', 'integer', (c) => c.references('registration_attempts.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('one_time_codes')
    .addCheckConstraint('one_time_codes_owner', sql`member_id is null or attempt_id is null`)
    .execute();
  await db.schema.createIndex('one_time_codes_attempt').on('one_time_codes').column('attempt_id').execute();
  await db.schema.createIndex('one_time_codes_expiry').on('one_time_codes').column('expires_at').execute();

  // Registrations in flight when this runs belonged to the replaced scheme: they start again.
  await db.deleteFrom('members').where('verified_at', 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('one_time_codes').where('attempt_id', 'is not', null).execute();
  await db.schema.alterTable('one_time_codes').dropConstraint('one_time_codes_owner').execute();
  await db.schema.alterTable('one_time_codes').dropColumn('attempt_id').execute();
  await db.schema.alterTable('one_time_codes').alterColumn('member_id', (c) => c.setNotNull()).execute();
  await db.schema.dropTable('registration_attempts').execute();
}
