import type { Db } from '../../db/database';

/** The action of an operator's change of a member's number (ops/service.ts). */
export const MOBILE_CHANGED = 'member.mobile_changed';

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

/** The details of the number changes filed under `subject`: each names the numbers it went from and to. */
export async function mobileChangeDetails(db: Db, subject: string): Promise<(Record<string, unknown> | null)[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('details')
    .where('subject', '=', subject)
    .where('action', '=', MOBILE_CHANGED)
    .execute();
  return rows.map((row) => row.details);
}

/** Files the entries of any of `subjects` under `subject` instead. */
export async function refileAudit(db: Db, subjects: string[], subject: string): Promise<void> {
  await db.updateTable('audit_log').set({ subject }).where('subject', 'in', subjects).execute();
}

/** Number changes under `subject` keep that they happened, not the numbers. */
export async function forgetMobileChangeDetails(db: Db, subject: string): Promise<void> {
  await db.updateTable('audit_log').set({ details: null }).where('subject', '=', subject).where('action', '=', MOBILE_CHANGED).execute();
}
