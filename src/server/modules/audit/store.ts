import type { Db } from '../../db/database';

export interface AuditEntry {
  /** 'member:<id>', 'system', or an operator. */
  actor: string;
  action: string;
  subject?: string | null;
  details?: Record<string, unknown> | null;
  at: Date;
}

/** Security-relevant events, kept for the careline and operators. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: entry.at,
    })
    .execute();
}
