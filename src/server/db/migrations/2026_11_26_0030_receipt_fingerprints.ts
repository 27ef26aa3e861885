import { sql, type Kysely } from 'kysely';

const BANDS = 8;

/**
 * Receipts recognised when re-photographed: each image receipt's perceptual fingerprint (two 64-bit
 * hashes, receiptFingerprints/fingerprint.ts) and its eight 16-bit bands, each indexed, so that its
 * neighbours are found by exact matches of a band (multi-index hashing) and never by a scan; and the
 * flags raised on a service, each with a reason a person reads and the figures behind it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let receipts = db.schema.alterTable('receipts').addColumn('phash', 'bigint').addColumn('dhash', 'bigint');
  for (let i = 0; i < BANDS; i += 1) receipts = receipts.addColumn(`band${i}`, 'integer');
  await receipts.execute();
  for (let i = 0; i < BANDS; i += 1) {
    await sql`CREATE INDEX ${sql.raw(`receipts_band${i}`)} ON receipts (${sql.raw(`band${i}`)}) WHERE ${sql.raw(`band${i}`)} IS NOT NULL`.execute(db);
  }

  await db.schema
    .createTable('service_flags')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('service_guid', 'uuid', (c) => c.notNull().references('services.guid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('figures', 'jsonb', (c) => c.notNull())
    .addColumn('other_service_guid', 'uuid', (c) => c.references('services.guid').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_flags_service').on('service_flags').column('service_guid').execute();
  await db.schema.createIndex('service_flags_other_service').on('service_flags').column('other_service_guid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_flags').execute();
  let receipts = db.schema.alterTable('receipts').dropColumn('phash').dropColumn('dhash');
  for (let i = 0; i < BANDS; i += 1) receipts = receipts.dropColumn(`band${i}`);
  await receipts.execute();
}
