import { sql } from 'kysely';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { FLAG_KINDS, FLAGGED_PAGE_DEFAULT, FLAGGED_PAGE_MAX, flagErrors, type FlagKind, type FlaggedEntry, type OpsFlaggedPage, type OpsFlaggedQuery } from '../../../shared/contract/flags';
import { writeAudit } from '../audit/store';

/** Deeper than this the queue is not read page by page: filter by kind instead. */
const OFFSET_MAX = 100_000;

interface QueueRow {
  source: 'service' | 'member';
  id: number;
  kind: string;
  reason: string;
  figures: unknown;
  created_at: Date | string;
  transaction_code: string | null;
  workshop_id: string | null;
  status: number | null;
  member_id: number;
  mobile_number: string | null;
  anonymised_at: Date | string | null;
  other_transaction_code: string | null;
  other_mobile_number: string | null;
  other_anonymised_at: Date | string | null;
}

/**
 * Open flags on services and on accounts, newest first, one page: each side read backwards along its
 * partial index of open flags by time (or by kind and time) for no more rows than the page needs, then merged.
 */
export async function listFlaggedRows(db: Db, kind: FlagKind | null, offset: number, limit: number): Promise<QueueRow[]> {
  const enough = offset + limit;
  const open = kind ? sql`WHERE f.cleared_at IS NULL AND f.kind = ${kind}` : sql`WHERE f.cleared_at IS NULL`;
  const result = await sql<QueueRow>`
    SELECT q.*, m.mobile_number, m.anonymised_at, o.transaction_code AS other_transaction_code, om.mobile_number AS other_mobile_number, om.anonymised_at AS other_anonymised_at FROM (
      (SELECT 'service' AS source, f.id, f.kind, f.reason, f.figures, f.created_at, s.transaction_code, s.workshop_id, s.status, s.member_id, f.other_service_guid
       FROM service_flags f JOIN services s ON s.guid = f.service_guid ${open}
       ORDER BY f.created_at DESC, f.id DESC LIMIT ${enough})
      UNION ALL
      (SELECT 'member' AS source, f.id, f.kind, f.reason, f.figures, f.created_at, NULL, NULL, NULL, f.member_id, NULL
       FROM member_flags f ${open}
       ORDER BY f.created_at DESC, f.id DESC LIMIT ${enough})
    ) AS q
    LEFT JOIN members m ON m.id = q.member_id
    LEFT JOIN services o ON o.guid = q.other_service_guid
    LEFT JOIN members om ON om.id = o.member_id
    ORDER BY q.created_at DESC, q.source DESC, q.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return result.rows;
}

function wholeNumber(text: string | undefined, fallback: number, min: number, max: number, message: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d{1,7}$/.test(text) || value < min || value > max) throw badRequest(message);
  return value;
}

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toEntry(row: QueueRow): FlaggedEntry {
  return {
    id: `${row.source}-${row.id}`,
    kind: row.kind as FlagKind,
    reason: row.reason,
    figures: (typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures) as Record<string, unknown>,
    created_date: instant(row.created_at),
    service:
      row.source === 'service'
        ? { transaction_code: row.transaction_code!, workshop_id: row.workshop_id!, status: Number(row.status) as 0 | 1 | 2 | 3 }
        : null,
    member: { id: Number(row.member_id), mobile_number: row.anonymised_at ? '' : (row.mobile_number ?? '') },
    other: row.other_transaction_code
      ? { transaction_code: row.other_transaction_code, mobile_number: row.other_anonymised_at ? '' : (row.other_mobile_number ?? '') }
      : null,
  };
}

/** The careline's flagged queue, GET /api/ops/flagged; each read is audited under the operator. */
export async function flaggedQueue(ctx: ApiContext, query: OpsFlaggedQuery, operator: string): Promise<OpsFlaggedPage> {
  const kindText = query.kind ?? '';
  if (kindText !== '' && !(FLAG_KINDS as readonly string[]).includes(kindText)) throw badRequest(flagErrors.kindInvalid);
  const kind = kindText === '' ? null : (kindText as FlagKind);
  const limit = wholeNumber(query.limit, FLAGGED_PAGE_DEFAULT, 1, FLAGGED_PAGE_MAX, flagErrors.limitInvalid);
  const offset = wholeNumber(query.offset, 0, 0, OFFSET_MAX, flagErrors.offsetInvalid);
  // One more than the page, to know whether another follows.
  const rows = await listFlaggedRows(ctx.db, kind, offset, limit + 1);
  await writeAudit(ctx.db, { actor: operator, action: 'flags.listed', details: { kind, offset, limit }, at: ctx.clock.now() });
  return { entries: rows.slice(0, limit).map(toEntry), next: rows.length > limit ? offset + limit : null };
}

const FLAG_ID = /^(service|member)-(\d{1,9})$/;

/**
 * An operator clears a flag once they have looked into it: it leaves the queue and the counter's
 * screen, and the audit log keeps who cleared what, about which service or account.
 */
export async function clearFlag(ctx: ApiContext, id: string, operator: string): Promise<{ id: string; cleared_date: string }> {
  const match = FLAG_ID.exec(id);
  if (!match) throw notFound(flagErrors.flagNotFound);
  const table = match[1] === 'service' ? 'service_flags' : 'member_flags';
  const flagId = Number(match[2]);
  const now = ctx.clock.now();
  const actor = operator;
  return ctx.db.transaction().execute(async (trx) => {
    const flag =
      table === 'service_flags'
        ? await trx
            .selectFrom('service_flags')
            .innerJoin('services', 'services.guid', 'service_flags.service_guid')
            .select(['service_flags.kind', 'service_flags.cleared_at', 'services.transaction_code as subject'])
            .where('service_flags.id', '=', flagId)
            .forUpdate()
            .executeTakeFirst()
        : await trx
            .selectFrom('member_flags')
            .select(['kind', 'cleared_at', sql<string>`'member:' || member_id`.as('subject')])
            .where('id', '=', flagId)
            .forUpdate()
            .executeTakeFirst();
    if (!flag) throw notFound(flagErrors.flagNotFound);
    if (flag.cleared_at) throw conflict(flagErrors.flagCleared);
    await trx.updateTable(table).set({ cleared_at: now, cleared_by: actor }).where('id', '=', flagId).execute();
    await writeAudit(trx, { actor, action: 'flag.cleared', subject: flag.subject, details: { flag: id, kind: flag.kind }, at: now });
    return { id, cleared_date: now.toISOString() };
  });
}
