import { sql, type Kysely } from 'kysely';

/**
 * Mail preferences by address (the unsubscribe link of spec section 7): one row per lower-cased
 * email, whether or not it belongs to a member. Members' own consent stays in `members.subscribed`.
 * As in the other migrations, the server writes every timestamp from its clock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_subscriptions')
    .addColumn('email', 'text', (c) => c.primaryKey().check(sql`email = lower(email)`))
    .addColumn('is_enabled', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Unsubscribing finds every member with the address whatever its case.
  await db.schema.createIndex('members_email_lower').on('members').expression(sql`lower(email)`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_email_lower').execute();
  await db.schema.dropTable('mail_subscriptions').execute();
}
