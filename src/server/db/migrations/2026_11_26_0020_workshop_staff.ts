import { sql, type Kysely } from 'kysely';

/**
 * Workshop staff with their own logins (domain.md 'Workshop staff'): one owner and any number of
 * staff per workshop, their sessions and refresh tokens as members have them, and the one-time
 * codes with which a new account sets its password (the codes table, its send limits included).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workshop_staff')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('workshop_id', 'text', (c) => c.notNull().references('workshops.workshop_id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'staff')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('removed_at', 'timestamptz')
    .execute();
  // A number has one live workshop account; a removed person may be added again later.
  await sql`CREATE UNIQUE INDEX workshop_staff_mobile ON workshop_staff (mobile_number) WHERE removed_at IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX workshop_staff_one_owner ON workshop_staff (workshop_id) WHERE role = 'owner' AND removed_at IS NULL`.execute(db);
  await db.schema.createIndex('workshop_staff_workshop').on('workshop_staff').column('workshop_id').execute();

  await db.schema
    .createTable('workshop_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('workshop_staff.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('workshop_sessions_staff').on('workshop_sessions').column('staff_id').execute();

  await db.schema
    .createTable('workshop_refresh_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('workshop_sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workshop_refresh_tokens_session').on('workshop_refresh_tokens').column('session_id').execute();

  await db.schema
    .alterTable('one_time_codes')
    .addColumn('staff_id', 'integer', (c) => c.references('workshop_staff.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('one_time_codes_staff').on('one_time_codes').column('staff_id').execute();
  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose in ('registration', 'reset', 'workshop_staff'))`.execute(db);

  // The counter's lists: a workshop's services by status and age.
  await db.schema.createIndex('services_workshop_status').on('services').columns(['workshop_id', 'status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('services_workshop_status').execute();
  await db.deleteFrom('one_time_codes').where('purpose', '=', 'workshop_staff').execute();
  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose in ('registration', 'reset'))`.execute(db);
  await db.schema.alterTable('one_time_codes').dropColumn('staff_id').execute();
  await db.schema.dropTable('workshop_refresh_tokens').execute();
  await db.schema.dropTable('workshop_sessions').execute();
  await db.schema.dropTable('workshop_staff').execute();
}
