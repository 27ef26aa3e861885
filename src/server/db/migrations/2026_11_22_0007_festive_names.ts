import { sql, type Kysely } from 'kysely';

/**
 * The festive campaign's tables take the name the code uses for it ('Service & Cash8ack' to
 * members); its API paths keep `campaign-cny`. Renaming keeps every row, key and constraint.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cny_entries').renameTo('festive_entries').execute();
  await db.schema.alterTable('cny_pins').renameTo('festive_pins').execute();
  await sql`alter index cny_entries_member rename to festive_entries_member`.execute(db);
  await sql`alter index cny_pins_free rename to festive_pins_free`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter index festive_pins_free rename to cny_pins_free`.execute(db);
  await sql`alter index festive_entries_member rename to cny_entries_member`.execute(db);
  await db.schema.alterTable('festive_pins').renameTo('cny_pins').execute();
  await db.schema.alterTable('festive_entries').renameTo('cny_entries').execute();
}
