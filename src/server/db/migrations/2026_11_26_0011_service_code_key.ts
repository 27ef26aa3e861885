import { sql, type Kysely } from 'kysely';

/**
 * Service IDs are looked up with look-alike letters folded into digits (O as 0, I and L as 1), so a
 * code read aloud or typed from the screen is found whichever way it was written. The index holds
 * the same expression as the lookups (services/store.ts `codeKeyOf`), so they stay index scans.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX services_code_key ON services (translate(transaction_code, 'OIL', '011'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX services_code_key`.execute(db);
}
