import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the brand's reports (modules/reports): each report reads one bounded period through an
 * index that holds every column it counts, so PostgreSQL answers from the index alone (an index-only
 * scan of the period's entries) and never reads a large table whole. `npm run bench:scale` plans
 * and times each report at a million members.
 *
 * - services by day submitted, and by day decided with what was decided, by whom (expired services
 *   are the ones 'system' rejected) and since when (the time to verify);
 * - free bottles verified, by day, with their oil and workshop (a small part of all services);
 * - referral rewards by day earned and by day redeemed; festive entries by day with their ringgit;
 *   reload PINs by day loaded and by day given, with their amount.
 *
 * Built without `concurrently`: migrations run in a transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index services_created_report on services (created_at) include (workshop_id)`.execute(db);
  await sql`create index services_decided_report on services (decided_at) include (workshop_id, status, decided_by, created_at) where decided_at is not null`.execute(db);
  await sql`create index services_free_report on services (verified_at) include (oil_code, workshop_id) where free_oil and status = 1`.execute(db);
  await sql`create index referral_rewards_created on referral_rewards (created_at)`.execute(db);
  await sql`create index referral_rewards_redeemed on referral_rewards (redeemed_at) where redeemed_at is not null`.execute(db);
  await sql`create index festive_entries_created on festive_entries (created_at) include (amount)`.execute(db);
  await sql`create index festive_pins_loaded on festive_pins (loaded_at) include (amount, assigned_at)`.execute(db);
  await sql`create index festive_pins_given on festive_pins (assigned_at) include (amount) where assigned_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'festive_pins_given',
    'festive_pins_loaded',
    'festive_entries_created',
    'referral_rewards_redeemed',
    'referral_rewards_created',
    'services_free_report',
    'services_decided_report',
    'services_created_report',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
