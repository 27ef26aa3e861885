import { sql, type Kysely } from 'kysely';

/**
 * The careline's audit log screen filters by person, action and period, newest first, a page at a
 * time (modules/audit/store.ts `listAudit`). Before this, an action, or a kind of person
 * (`workshop:`), that is rare in a large log was a scan of the whole table: nothing indexed `action`,
 * and `actor LIKE 'workshop:%'` cannot use a btree in the database's collation.
 * - `audit_log_action` and `audit_log_actor_c`: the column in the "C" collation, then the page's
 *   order. An exact action or person is an index range read in order (the page's 50 and stop); a
 *   kind (`careline.`, `workshop:`) is a range scan of the index whatever the database's collation.
 *   The query compares in "C" too (equality is the same in every deterministic collation).
 * - `audit_log_actor_c` replaces `audit_log_actor` (migration 0008): one index per column, since
 *   every staff call writes a line.
 * A period alone reads `audit_log_created`; a member, `audit_log_subject` with the actor index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX audit_log_action ON audit_log ((action COLLATE "C"), created_at, id)`.execute(db);
  await sql`CREATE INDEX audit_log_actor_c ON audit_log ((actor COLLATE "C"), created_at, id)`.execute(db);
  await sql`DROP INDEX audit_log_actor`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'created_at']).execute();
  await sql`DROP INDEX audit_log_actor_c`.execute(db);
  await sql`DROP INDEX audit_log_action`.execute(db);
}
