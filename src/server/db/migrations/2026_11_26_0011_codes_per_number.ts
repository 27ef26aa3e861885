import { type Kysely } from 'kysely';

/**
 * No stranger can lock a member out (domain.md). A code sent to a number serves every attempt on
 * that number while it lives, so wrong tries are counted per code and attempt (`code_tries`) beside
 * the code's own total (`one_time_codes.tries`). A password reset is an attempt of its own too: each
 * forgot-password call hands its browser a token (`reset_requests`), and the live reset code of the
 * number, typed with that token, resets the password.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('code_tries')
    .addColumn('code_id', 'integer', (c) => c.notNull().references('one_time_codes.id').onDelete('cascade'))
    // 'attempt:<id>' for a registration attempt, 'reset:<id>' for a reset request.
    .addColumn('attempt', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('code_tries_pkey', ['code_id', 'attempt'])
    .execute();

  await db.schema
    .createTable('reset_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reset_requests_member').on('reset_requests').column('member_id').execute();
  await db.schema.createIndex('reset_requests_expiry').on('reset_requests').column('expires_at').execute();
  await db.schema.createIndex('login_failures_mobile_ip').on('login_failures').columns(['mobile_number', 'ip', 'created_at']).execute();

  // The mileage a car was registered with: no service of it may be below it. Cars from before had
  // it thrown away, so they start at 0 (the web app always sent 0).
  await db.schema.alterTable('vehicles').addColumn('registered_mileage', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vehicles').dropColumn('registered_mileage').execute();
  await db.schema.dropIndex('login_failures_mobile_ip').execute();
  await db.schema.dropTable('reset_requests').execute();
  await db.schema.dropTable('code_tries').execute();
}
