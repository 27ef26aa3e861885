import { sql } from 'kysely';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
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
}

/**
 * Flags on services and on accounts, newest first, one page: each side read backwards along its index
 * on time (or on kind and time) for no more rows than the page needs, then merged.
 */
export async function listFlaggedRows(db: Db, kind: FlagKind | null, offset: number, limit: number): Promise<QueueRow[]> {
  const enough = offset + limit;
  const serviceKind = kind ? sql`WHERE f.kind = ${kind}` : sql``;
  const result = await sql<QueueRow>`
    SELECT q.*, m.mobile_number, m.anonymised_at FROM (
      (SELECT 'service' AS source, f.id, f.kind, f.reason, f.figures, f.created_at, s.transaction_code, s.workshop_id, s.status, s.member_id
       FROM service_flags f JOIN services s ON s.guid = f.service_guid ${serviceKind}
       ORDER BY f.created_at DESC, f.id DESC LIMIT ${enough})
      UNION ALL
      (SELECT 'member' AS source, f.id, f.kind, f.reason, f.figures, f.created_at, NULL, NULL, NULL, f.member_id
       FROM member_flags f ${serviceKind}
       ORDER BY f.created_at DESC, f.id DESC LIMIT ${enough})
    ) AS q
    LEFT JOIN members m ON m.id = q.member_id
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
    kind: row.kind as FlagKind,
    reason: row.reason,
    figures: (typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures) as Record<string, unknown>,
    created_date: instant(row.created_at),
    service:
      row.source === 'service'
        ? { transaction_code: row.transaction_code!, workshop_id: row.workshop_id!, status: Number(row.status) as 0 | 1 | 2 | 3 }
        : null,
    member: { id: Number(row.member_id), mobile_number: row.anonymised_at ? '' : (row.mobile_number ?? '') },
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
  await writeAudit(ctx.db, { actor: `ops:${operator}`, action: 'flags.listed', details: { kind, offset, limit }, at: ctx.clock.now() });
  return { entries: rows.slice(0, limit).map(toEntry), next: rows.length > limit ? offset + limit : null };
}
