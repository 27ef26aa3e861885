import { sql, type Kysely } from 'kysely';

/**
 * Suspicious patterns, each flagged with its reason and figures (README 'What is flagged'):
 *
 * - `member_flags`: patterns of an account rather than of one service (a burst of referrals, many
 *   accounts from one address or device), beside `service_flags`.
 * - `registration_keys`: keyed hashes (HMAC) of the address and of the address with the browser's
 *   user agent that each account registered from. Never the address itself: only equality is needed,
 *   and a keyed hash cannot be reversed by trying the 4 billion IPv4 addresses without the server's key.
 * - `workshop_verification_profiles`: each workshop's verifications by clock hour, kept as they happen
 *   (its busiest hour, its verifications by hour of the day), so a verification is compared with the
 *   workshop's whole history by one primary-key read. Filled here from the services already verified.
 * - A flag stays open until an operator clears it (`cleared_at`, `cleared_by`); the flagged queue reads
 *   the open ones newest first, all or by kind, each through a partial index.
 * - Indexes for a member's services by time, and for the referrals of one member by time (replacing
 *   the index on `referrer_id` alone).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_flags')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('figures', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A flag is open until an operator clears it; the queue reads the open ones newest first, by kind or all.
  for (const table of ['service_flags', 'member_flags']) {
    await db.schema.alterTable(table).addColumn('cleared_at', 'timestamptz').addColumn('cleared_by', 'text').execute();
    await db.schema.createIndex(`${table}_open`).on(table).columns(['created_at', 'id']).where(sql.ref('cleared_at'), 'is', null).execute();
    await db.schema.createIndex(`${table}_open_kind`).on(table).columns(['kind', 'created_at', 'id']).where(sql.ref('cleared_at'), 'is', null).execute();
  }
  await db.schema.createIndex('member_flags_member').on('member_flags').columns(['member_id', 'kind']).execute();

  await db.schema
    .createTable('registration_keys')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('device_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registration_keys_address').on('registration_keys').columns(['address_key', 'created_at']).execute();
  await db.schema.createIndex('registration_keys_device').on('registration_keys').columns(['device_key', 'created_at']).execute();

  await db.schema
    .createTable('workshop_verification_profiles')
    .addColumn('workshop_id', 'text', (c) => c.primaryKey())
    // The clock hour being counted, and its verifications so far; folded into the history when the next hour starts.
    .addColumn('current_hour', 'timestamptz')
    .addColumn('current_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Over the completed hours: the busiest hour's verifications, all verifications, and those by hour of the day in Malaysia (0 to 23).
    .addColumn('max_hourly', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hour_counts', sql`integer[]`, (c) => c.notNull())
    .execute();
  // Verifications by the workshop itself (its key or its staff), not the careline's on its behalf; Malaysia is UTC+8 all year.
  await sql`
    WITH by_hour AS (
      SELECT workshop_id, date_trunc('hour', verified_at AT TIME ZONE 'UTC') AS hour, count(*)::integer AS verified
      FROM services WHERE verified_at IS NOT NULL AND decided_by NOT LIKE 'ops:%' AND decided_by NOT LIKE 'careline:%'
      GROUP BY 1, 2
    ), by_local_hour AS (
      SELECT workshop_id, (extract(hour FROM hour)::integer + 8) % 24 AS local_hour, sum(verified)::integer AS verified
      FROM by_hour GROUP BY 1, 2
    ), totals AS (
      SELECT workshop_id, max(verified) AS max_hourly, sum(verified)::integer AS verified_total FROM by_hour GROUP BY 1
    )
    INSERT INTO workshop_verification_profiles (workshop_id, current_hour, current_count, max_hourly, verified_total, hour_counts)
    SELECT t.workshop_id, NULL, 0, t.max_hourly, t.verified_total, array_agg(coalesce(l.verified, 0) ORDER BY i)
    FROM totals t
    CROSS JOIN generate_series(0, 23) AS i
    LEFT JOIN by_local_hour l ON l.workshop_id = t.workshop_id AND l.local_hour = i
    GROUP BY t.workshop_id, t.max_hourly, t.verified_total`.execute(db);

  await db.schema.createIndex('services_member_created').on('services').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('members_referrer_created').on('members').columns(['referrer_id', 'created_at']).execute();
  await db.schema.dropIndex('members_referrer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('members_referrer_id').on('members').column('referrer_id').execute();
  await db.schema.dropIndex('members_referrer_created').execute();
  await db.schema.dropIndex('services_member_created').execute();
  await db.schema.dropTable('workshop_verification_profiles').execute();
  await db.schema.dropTable('registration_keys').execute();
  await db.schema.dropTable('member_flags').execute();
  await db.schema.dropIndex('service_flags_open_kind').execute();
  await db.schema.dropIndex('service_flags_open').execute();
  await db.schema.alterTable('service_flags').dropColumn('cleared_at').dropColumn('cleared_by').execute();
}
