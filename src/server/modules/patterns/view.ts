import type { Db } from '../../db/database';
import type { Service } from '../../db/schema';
import type { Flag, FlagKind } from '../../../shared/contract/flags';

const figuresOf = (value: unknown): Record<string, unknown> => (typeof value === 'string' ? JSON.parse(value) : (value as Record<string, unknown>));

/**
 * What staff should know before deciding a service: its own open flags and those of the member's
 * account, oldest first (a flag the careline cleared is no longer shown). For workshop staff and the careline only: no member-facing answer carries them.
 */
export async function flagsOfService(db: Db, service: Pick<Service, 'guid' | 'member_id'>): Promise<Flag[]> {
  const own = await db.selectFrom('service_flags').select(['kind', 'reason', 'figures', 'created_at', 'id']).where('service_guid', '=', service.guid).where('cleared_at', 'is', null).orderBy('id').execute();
  const account = await db.selectFrom('member_flags').select(['kind', 'reason', 'figures', 'created_at', 'id']).where('member_id', '=', service.member_id).where('cleared_at', 'is', null).orderBy('id').execute();
  return [...own, ...account]
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
    .map((row) => ({ kind: row.kind as FlagKind, reason: row.reason, figures: figuresOf(row.figures), created_date: row.created_at.toISOString() }));
}
