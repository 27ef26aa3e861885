import { sql, type Kysely } from 'kysely';

/**
 * The careline's people (README 'Careline'): each with an email and one role, their passkeys, an
 * authenticator (its secret sealed with a server key) and a password as the fallback, one-time
 * enrolment links, WebAuthn challenges, sessions with an idle and an absolute end, refresh tokens,
 * personal access tokens, and the failed sign-ins that limit guessing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('careline_staff')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('agent', 'supervisor', 'administrator')`))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    // The last authenticator time step accepted: a code is good once.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('enrolled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deactivated_at', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX careline_staff_email ON careline_staff (email)`.execute(db);

  await db.schema
    .createTable('careline_enrolments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('careline_staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The authenticator secret offered while enrolling, kept until a code from it completes the enrolment.
    .addColumn('totp_secret', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('careline_enrolments_staff').on('careline_enrolments').column('staff_id').execute();

  await db.schema
    .createTable('careline_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('careline_staff.id').onDelete('cascade'))
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('careline_passkeys_staff').on('careline_passkeys').column('staff_id').execute();

  await db.schema
    .createTable('careline_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'sign_in', 'step_up')`))
    .addColumn('staff_id', 'integer', (c) => c.references('careline_staff.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('careline_challenges_expiry').on('careline_challenges').column('expires_at').execute();

  await db.schema
    .createTable('careline_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('careline_staff.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stepped_up_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('careline_sessions_staff').on('careline_sessions').column('staff_id').execute();

  await db.schema
    .createTable('careline_refresh_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('careline_sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('careline_refresh_tokens_session').on('careline_refresh_tokens').column('session_id').execute();

  await db.schema
    .createTable('careline_personal_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('careline_staff.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('agent', 'supervisor', 'administrator')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('careline_personal_tokens_staff').on('careline_personal_tokens').column('staff_id').execute();

  await db.schema
    .createTable('careline_sign_in_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Null for a refused bearer token, which names no account.
    .addColumn('email', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('careline_sign_in_failures_email').on('careline_sign_in_failures').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('careline_sign_in_failures_ip').on('careline_sign_in_failures').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'careline_sign_in_failures',
    'careline_personal_tokens',
    'careline_refresh_tokens',
    'careline_sessions',
    'careline_challenges',
    'careline_passkeys',
    'careline_enrolments',
    'careline_staff',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
