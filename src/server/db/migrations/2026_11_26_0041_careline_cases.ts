import { sql, type Kysely } from 'kysely';

/**
 * The careline's case work (issue 25):
 * - Members found by the start of their name at a million members: a btree on `lower(fullname)` in
 *   the "C" collation. `LIKE 'tan ah%'` on it is an index range scan whatever the database's collation
 *   (as `text_pattern_ops` would give), and, unlike `text_pattern_ops`, its order is one a query can
 *   ORDER BY: the first 20 names of a common start ('muhammad') are read and the scan stops, where a
 *   pattern-ops index would fetch and sort every match. The other searches have their index already: mobile number and plate
 *   (unique), Service ID (`services_code_key`), email (`members_email_lower`).
 * - A number change is confirmed with a code texted to the new number: a purpose of its own, so
 *   it never opens a registration or a password reset.
 * The pending queue reads `services_pending` and `services_workshop_status` (migrations 0002, 0020).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX members_name_prefix ON members ((lower(fullname) COLLATE "C"))`.execute(db);
  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose in ('registration', 'reset', 'workshop_staff', 'mobile_change'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM one_time_codes WHERE purpose = 'mobile_change'`.execute(db);
  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose in ('registration', 'reset', 'workshop_staff'))`.execute(db);
  await sql`DROP INDEX members_name_prefix`.execute(db);
}
