import { sql } from 'kysely';
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

/** Text equal to `equals`, or beginning with `startsWith`. */
export type TextMatch = { equals: string } | { startsWith: string };

export interface AuditQuery {
  /** Entries filed under any of `subjects`, or written by `actor`. */
  about?: { subjects: string[]; actor: string | null };
  actor?: TextMatch;
  action?: TextMatch;
  /** Written at or after. */
  from?: Date;
  /** Written before. */
  until?: Date;
  /** Entries after this one in the newest-first order. */
  after?: { id: number; created_at: Date };
  limit: number;
}

export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  subject: string | null;
  details: Record<string, unknown> | null;
  created_at: Date;
}

/** A LIKE pattern matching text that begins with `prefix`, whatever characters it holds. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The column as its index holds it (migration 0080): in the "C" collation, where a LIKE prefix is an
 * index range whatever the database's collation, and equality is the same as in any other.
 */
const inC = (column: 'actor' | 'action') => sql<string>`${sql.ref(column)} COLLATE "C"`;

/** Newest first; entries written at the same instant by id, so a page boundary never splits or repeats them. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditRow[]> {
  let select = db.selectFrom('audit_log').select(['id', 'actor', 'action', 'subject', 'details', 'created_at']);
  const { about, after } = query;
  if (about) {
    select = select.where((eb) => {
      const filed = about.subjects.length > 0 ? [eb('subject', 'in', about.subjects)] : [];
      return eb.or(about.actor ? [...filed, eb(inC('actor'), '=', about.actor)] : filed);
    });
  }
  for (const column of ['actor', 'action'] as const) {
    const match = query[column];
    if (!match) continue;
    select = 'equals' in match ? select.where(inC(column), '=', match.equals) : select.where(inC(column), 'like', likePrefix(match.startsWith));
  }
  if (query.from) select = select.where('created_at', '>=', query.from);
  if (query.until) select = select.where('created_at', '<', query.until);
  if (after) select = select.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.created_at, after.id)));
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}

export async function findAuditEntry(db: Db, id: number): Promise<AuditRow | undefined> {
  return db.selectFrom('audit_log').select(['id', 'actor', 'action', 'subject', 'details', 'created_at']).where('id', '=', id).executeTakeFirst();
}
