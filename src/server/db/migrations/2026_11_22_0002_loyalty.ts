import { sql, type Kysely } from 'kysely';

/**
 * The loyalty programme: workshops, vehicles, service cycles, services and their receipts, the
 * inbox, and each member's vehicle allowance (raised by the careline past 4).
 * As in the accounts migration, every timestamp is written by the server from its clock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('vehicle_allowance', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();

  await db.schema
    .createTable('workshops')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('workshop_id', 'text', (c) => c.notNull().unique().check(sql`workshop_id ~ '^[A-Za-z0-9]{4,10}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('tqac_workshop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'ceased')`))
    // Internal test workshops take submissions but stay off the locator.
    .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('api_key_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workshops_mobile').on('workshops').column('mobile_number').execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('guid', 'uuid', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('plate_number', 'text', (c) => c.notNull().unique().check(sql`plate_number ~ '^[A-Z0-9]{2,20}$'`))
    .addColumn('year_manufactured', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vehicles_member').on('vehicles').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('cycles')
    .addColumn('guid', 'uuid', (c) => c.primaryKey())
    .addColumn('vehicle_guid', 'uuid', (c) => c.notNull().references('vehicles.guid').onDelete('cascade'))
    .addColumn('workshop_id', 'text', (c) => c.notNull())
    .addColumn('size', 'smallint', (c) => c.notNull().check(sql`size in (3, 4)`))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .execute();
  // At most one active cycle per vehicle, whatever races the application misses.
  await db.schema
    .createIndex('cycles_one_active')
    .on('cycles')
    .column('vehicle_guid')
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();
  await db.schema.createIndex('cycles_vehicle').on('cycles').columns(['vehicle_guid', 'created_at']).execute();

  await db.schema
    .createTable('services')
    .addColumn('guid', 'uuid', (c) => c.primaryKey())
    .addColumn('transaction_code', 'text', (c) => c.notNull().unique().check(sql`transaction_code ~ '^[A-Z0-9]{10}$'`))
    .addColumn('cycle_guid', 'uuid', (c) => c.notNull().references('cycles.guid').onDelete('cascade'))
    .addColumn('vehicle_guid', 'uuid', (c) => c.notNull().references('vehicles.guid').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('workshop_id', 'text', (c) => c.notNull())
    .addColumn('oil_code', 'text', (c) => c.notNull())
    .addColumn('total_bottle', 'smallint', (c) => c.notNull().check(sql`total_bottle in (1, 2)`))
    .addColumn('free_oil', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_mileage', 'integer', (c) => c.notNull().check(sql`current_mileage >= 0`))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2, 3)`))
    .addColumn('reject_reason', 'text')
    // The oil codes a free bottle may be chosen from, when this service's verification made one owed.
    .addColumn('free_oil_earned', 'jsonb')
    .addColumn('submission_id', 'text')
    .addColumn('campaign_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema.createIndex('services_vehicle').on('services').columns(['vehicle_guid', 'created_at']).execute();
  await db.schema.createIndex('services_cycle').on('services').columns(['cycle_guid', 'created_at']).execute();
  await db.schema.createIndex('services_pending').on('services').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('services_submission_unique')
    .on('services')
    .columns(['member_id', 'submission_id'])
    .unique()
    .where(sql.ref('submission_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('receipts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('service_guid', 'uuid', (c) => c.notNull().unique().references('services.guid').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_member').on('notifications').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['notifications', 'receipts', 'services', 'cycles', 'vehicles', 'workshops']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('members').dropColumn('vehicle_allowance').execute();
}
