import type { Kysely } from 'kysely';

/**
 * The careline reads the audit log newest first (GET /api/ops/audit), by who acted or for a whole
 * period: the existing (subject, created_at) index serves only the reads about one member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_actor').execute();
  await db.schema.dropIndex('audit_log_created').execute();
}
