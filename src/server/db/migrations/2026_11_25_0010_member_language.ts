import { sql, type Kysely } from 'kysely';

/**
 * The member's language ('en' or 'ms'): inbox messages, texts and errors are written in it. It is
 * chosen on the registration screen, so a registration attempt keeps it until it is verified.
 * Members from before this migration registered in English.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['members', 'registration_attempts']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'ms')`))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['registration_attempts', 'members']) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
