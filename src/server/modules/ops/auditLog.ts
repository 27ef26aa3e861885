import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { Member } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, auditErrors, type OpsAuditPage, type OpsAuditQuery } from '../../../shared/contract/audit';
import { ISO_DAY_PATTERN } from '../../../shared/rules/dates';
import { MOBILE_LOOKUP_PATTERN } from '../../../shared/rules/mobile';
import { findMemberById, findMemberByMobile } from '../members/store';
import { findAuditEntry, listAudit, mobileChangeDetails, writeAudit, type AuditQuery, type TextMatch } from '../audit/store';
import { AUDIT_CSV_MAX_ROWS, carelineCaseErrors } from '../../../shared/contract/carelineCases';
import { stringify } from 'csv-stringify/sync';

const DAY_MS = 24 * 60 * 60 * 1000;
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MEMBER_ID = /^member:(\d{1,9})$/;
const ACTOR = /^(system|(ops|member|workshop|workshop-staff):[A-Za-z0-9._@-]{0,64})$/;
const ACTION = /^[a-z_]+(\.[a-z_]+)*\.?$/;
/** Entry ids are a 32-bit serial: a larger one would be a database error, not an unknown entry. */
const LARGEST_ID = 2_147_483_647;

/** Whether year, month and day name a day of the calendar (Date would roll 30 February into March). */
function realDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/**
 * A bound of the period as the instant the query compares with: a day alone is read in UTC, like
 * the times the log shows, and `to` then takes in the whole of it.
 */
function bound(text: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const invalid = () => badRequest(edge === 'from' ? auditErrors.fromInvalid : auditErrors.toInvalid);
  const day = ISO_DAY_PATTERN.exec(text);
  const instant = INSTANT.exec(text);
  const parts = day ?? instant;
  if (!parts || !realDay(parts[1], parts[2], parts[3])) throw invalid();
  const at = Date.parse(day ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(at)) throw invalid();
  if (edge === 'from') return new Date(at);
  // The query's upper bound excludes itself: the end of the day, or just past the instant.
  return new Date(day ? at + DAY_MS : at + 1);
}

function textMatch(text: string | undefined, pattern: RegExp, kindEnd: string, message: string): TextMatch | undefined {
  if (text === undefined || text === '') return undefined;
  if (!pattern.test(text)) throw badRequest(message);
  return text.endsWith(kindEnd) ? { startsWith: text } : { equals: text };
}

function wholeNumber(text: string | undefined, min: number, max: number, message: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!/^\d{1,10}$/.test(text) || value < min || value > max) throw badRequest(message);
  return value;
}

/** Every number the member held: the current one and those its number changes went from and to. */
async function numbersHeld(db: Db, member: Member): Promise<string[]> {
  const numbers = new Set<string>();
  if (!member.anonymised_at) numbers.add(member.mobile_number);
  for (const details of await mobileChangeDetails(db, `member:${member.id}`)) {
    for (const value of Object.values(details ?? {})) if (typeof value === 'string') numbers.add(value);
  }
  return [...numbers];
}

interface MemberFilter {
  about: NonNullable<AuditQuery['about']>;
  /** The member found, as the log names it. */
  member: string | null;
  /**
   * What the read itself is filed under: the member, never a number, so the log keeps no number of
   * a removed member however often it is looked up afterwards.
   */
  subject: string | null;
}

/**
 * Entries are filed under the member's id or under a number it held, and a member's own actions
 * name it as the actor. A removed member's entries all carry its id (ops/anonymise.ts), so
 * 'member:<id>' finds them once no number does. A number no member holds is not refused: the log
 * may still hold entries filed under it (login locks, a number a member left).
 */
async function memberFilter(db: Db, text: string): Promise<MemberFilter> {
  const byId = MEMBER_ID.exec(text);
  const mobile = text.replace(/^\+/, '');
  if (!byId && !MOBILE_LOOKUP_PATTERN.test(mobile)) throw badRequest(auditErrors.memberInvalid);
  const member = byId ? await findMemberById(db, Number(byId[1])) : await findMemberByMobile(db, mobile);
  if (byId && !member) return { about: { subjects: [text], actor: text }, member: null, subject: text };
  if (!member) return { about: { subjects: [mobile], actor: null }, member: null, subject: null };
  const subject = `member:${member.id}`;
  return { about: { subjects: [subject, ...(await numbersHeld(db, member))], actor: subject }, member: subject, subject };
}

interface ParsedFilters {
  query: Omit<AuditQuery, 'limit' | 'after'>;
  member: MemberFilter | undefined;
  /** What the read itself records of its filters (never a number no member holds). */
  details: Record<string, unknown>;
}

/** The filters the audit log is read by, checked; one bad filter refuses the read with its message. */
async function parseFilters(db: Db, input: OpsAuditQuery): Promise<ParsedFilters> {
  const actor = textMatch(input.actor, ACTOR, ':', auditErrors.actorInvalid);
  const action = textMatch(input.action, ACTION, '.', auditErrors.actionInvalid);
  const from = bound(input.from, 'from');
  const until = bound(input.to, 'to');
  if (from && until && from >= until) throw badRequest(auditErrors.rangeInvalid);
  const member = input.member ? await memberFilter(db, input.member.trim()) : undefined;
  const unheldNumber = member && !member.subject ? 'a number no member holds' : undefined;
  const filters = { member: unheldNumber, actor: input.actor, action: input.action, from: input.from, to: input.to };
  const details = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return { query: { about: member?.about, actor, action, from, until }, member, details };
}

/**
 * A page of the audit log for the careline, newest first. The read is audited itself, after the
 * page is read, so it never lists itself.
 */
export async function readAudit(ctx: ApiContext, input: OpsAuditQuery, operator: string): Promise<OpsAuditPage> {
  const limit = wholeNumber(input.limit, 1, AUDIT_PAGE_MAX, auditErrors.limitInvalid) ?? AUDIT_PAGE_DEFAULT;
  const before = wholeNumber(input.before, 1, LARGEST_ID, auditErrors.beforeInvalid);
  const { query, member, details } = await parseFilters(ctx.db, input);
  const after = before === undefined ? undefined : await findAuditEntry(ctx.db, before);
  if (before !== undefined && !after) throw badRequest(auditErrors.beforeInvalid);

  const rows = await listAudit(ctx.db, { ...query, after, limit: limit + 1 });
  const page = rows.slice(0, limit);

  const paging = Object.fromEntries(Object.entries({ before, limit }).filter(([, value]) => value !== undefined));
  await writeAudit(ctx.db, { actor: `ops:${operator}`, action: 'audit.read', subject: member?.subject ?? null, details: { ...details, ...paging }, at: ctx.clock.now() });

  return {
    entries: page.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    next: rows.length > limit ? page[page.length - 1].id : null,
    member: member?.member ?? null,
  };
}

const CSV_COLUMNS = ['id', 'created_at', 'actor', 'action', 'subject', 'details'] as const;

/**
 * A spreadsheet opens a cell beginning with =, +, - or @ as a formula; the log holds what members
 * and workshops typed (a rejection reason, a name), so such a cell is written as text (OWASP CSV injection).
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Every entry the filters match, newest first, as CSV (times in UTC, details as JSON). Refused
 * above AUDIT_CSV_MAX_ROWS entries rather than cut short: a file that silently lacks entries
 * would mislead. The download is audited as `audit.exported`.
 */
export async function auditCsv(ctx: ApiContext, input: OpsAuditQuery, operator: string): Promise<string> {
  const { query, member, details } = await parseFilters(ctx.db, input);
  const rows = await listAudit(ctx.db, { ...query, limit: AUDIT_CSV_MAX_ROWS + 1 });
  if (rows.length > AUDIT_CSV_MAX_ROWS) throw badRequest(carelineCaseErrors.auditTooLarge);
  await writeAudit(ctx.db, { actor: `ops:${operator}`, action: 'audit.exported', subject: member?.subject ?? null, details: { ...details, entries: rows.length }, at: ctx.clock.now() });
  const records = rows.map((row) => [
    String(row.id),
    row.created_at.toISOString(),
    asText(row.actor),
    asText(row.action),
    asText(row.subject ?? ''),
    row.details ? asText(JSON.stringify(row.details)) : '',
  ]);
  return stringify(records, { header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' });
}
