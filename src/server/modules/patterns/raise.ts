import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { FlagKind } from '../../../shared/contract/flags';
import { insertFlag } from '../receiptFingerprints/store';
import { insertMemberFlag } from './store';

export interface RaisedFlag {
  kind: FlagKind;
  reason: string;
  figures: Record<string, unknown>;
}

/** Files a flag on a service, counts it, and says so in the log (figures only: no names or numbers). */
export async function raiseServiceFlag(ctx: ApiContext, db: Db, serviceGuid: string, flag: RaisedFlag, at: Date, otherServiceGuid: string | null = null): Promise<void> {
  await insertFlag(db, { service_guid: serviceGuid, kind: flag.kind, reason: flag.reason, figures: flag.figures, other_service_guid: otherServiceGuid, created_at: at });
  ctx.metrics.flagRaised(flag.kind);
  ctx.log.info({ kind: flag.kind, service: serviceGuid, figures: flag.figures }, 'service flagged');
}

/** Files a flag on an account, counts it, and says so in the log. */
export async function raiseMemberFlag(ctx: ApiContext, db: Db, memberId: number, flag: RaisedFlag, at: Date): Promise<void> {
  await insertMemberFlag(db, { member_id: memberId, kind: flag.kind, reason: flag.reason, figures: flag.figures, created_at: at });
  ctx.metrics.flagRaised(flag.kind);
  ctx.log.info({ kind: flag.kind, member: memberId, figures: flag.figures }, 'account flagged');
}

/** Runs a pattern's check so that nothing it does can fail the member's or the workshop's request. */
export async function quietly(ctx: ApiContext, what: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (err) {
    ctx.log.warn({ err }, `${what} could not be checked for patterns; it goes on unflagged`);
  }
}
