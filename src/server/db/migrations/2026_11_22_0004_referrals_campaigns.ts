import { sql, type Kysely } from 'kysely';

/**
 * Refer and earn (one merchandise reward per referred member, redeemed once with a delivery
 * address) and the festive campaign (one entry per verified service, and the pool of e-wallet
 * reload PINs operators load). As in the other migrations, the server writes every timestamp.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_rewards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // One reward per referred member, whatever races the application misses.
    .addColumn('referred_id', 'integer', (c) => c.notNull().unique().references('members.id').onDelete('cascade'))
    .addColumn('service_guid', 'uuid', (c) => c.notNull().references('services.guid').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('earned').check(sql`status in ('earned', 'address received')`))
    .addColumn('fullname', 'text')
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('redeemed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('referral_rewards_referrer').on('referral_rewards').columns(['referrer_id', 'created_at']).execute();

  await db.schema
    .createTable('cny_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // One entry per service.
    .addColumn('service_guid', 'uuid', (c) => c.notNull().unique().references('services.guid').onDelete('cascade'))
    .addColumn('transaction_code', 'text', (c) => c.notNull())
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('mobile_ext_no', 'text', (c) => c.notNull())
    .addColumn('mobile_no', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().check(sql`answer in ('Quartz', 'Rubia')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('tnc', 'boolean', (c) => c.notNull())
    .addColumn('pdpa', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cny_entries_member').on('cny_entries').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('cny_pins')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pin', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    // A PIN goes to one entry at most and never back to the pool once texted.
    .addColumn('entry_id', 'integer', (c) => c.unique().references('cny_entries.id'))
    .addColumn('loaded_by', 'text', (c) => c.notNull())
    .addColumn('loaded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('assigned_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('cny_pins_free')
    .on('cny_pins')
    .columns(['amount', 'id'])
    .where(sql.ref('entry_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cny_pins').execute();
  await db.schema.dropTable('cny_entries').execute();
  await db.schema.dropTable('referral_rewards').execute();
}
