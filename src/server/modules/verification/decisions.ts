import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { Service, Workshop } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { oilByCode } from '../../../shared/catalogue';
import {
  CycleStatus,
  loyaltyErrors,
  loyaltyPaths,
  ServiceStatus,
  type VerifyServiceResult,
  type WorkshopServiceView,
} from '../../../shared/contract/loyalty';
import { applyVerification } from '../../../shared/loyalty/verification';
import { REJECT_REASON_MAX_LENGTH, transactionCodeFrom } from '../../../shared/rules';
import { writeAudit } from '../audit/store';
import { findMemberById } from '../members/store';
import { freeBottleMessage, serviceRejectedMessage, serviceVerifiedMessage } from '../notifications/messages';
import { notifyMember } from '../notifications/store';
import { freeBottlePush, rejectedPush, verifiedPush } from '../push/messages';
import { queuePush } from '../push/outbox';
import { toCycleService } from '../services/cycleService';
import { closeCycle, findCycle, findServiceByCode, listCycleServices, setServiceDecision } from '../services/store';
import { serviceFacts } from '../services/view';
import { findVehicle, lockVehicle } from '../vehicles/store';
import { afterServiceVerified } from './verifiedHooks';
import { flagVerifiedService } from '../patterns/verification';

/**
 * Who decides: a workshop through its key, a person of the workshop in the counter app, an operator
 * of the careline, or the expiry job.
 */
export type Decider =
  | { kind: 'workshop'; workshop: Workshop }
  | { kind: 'staff'; workshop: Workshop; actor: string; details: Record<string, string> }
  | { kind: 'ops'; name: string }
  | { kind: 'system' };

function deciderName(decider: Decider): string {
  if (decider.kind === 'workshop') return `workshop:${decider.workshop.workshop_id}`;
  if (decider.kind === 'staff') return decider.actor;
  if (decider.kind === 'ops') return decider.name;
  return 'system';
}

/** What the audit log keeps of a staff decision: who at which workshop, masked. */
function auditDetails(decider: Decider): Record<string, string> | null {
  return decider.kind === 'staff' ? decider.details : null;
}

/** The service as the workshop app and operators see it. */
export async function toWorkshopView(db: Db, service: Service): Promise<WorkshopServiceView> {
  const vehicle = await findVehicle(db, service.vehicle_guid);
  const member = await findMemberById(db, service.member_id);
  return {
    ...serviceFacts(service),
    plate_number: vehicle?.plate_number ?? '',
    model_brand: vehicle?.brand ?? '',
    model_name: vehicle?.model ?? '',
    mobile_number: member?.anonymised_at ? '' : (member?.mobile_number ?? ''),
    receipt_img: loyaltyPaths.workshopServiceReceipt(service.transaction_code),
  };
}

/**
 * A workshop sees and decides only the services submitted to its own workshop ID; another
 * workshop's code gets the same 404 as an unknown one, so codes cannot be probed for.
 */
export async function serviceForDecider(db: Db, code: string, decider: Decider): Promise<Service> {
  const canonical = transactionCodeFrom(code);
  const service = canonical ? await findServiceByCode(db, canonical) : undefined;
  if (!service || (decider.kind === 'workshop' && service.workshop_id !== decider.workshop.workshop_id)) {
    throw notFound(loyaltyErrors.serviceNotFound);
  }
  // The counter app: another workshop's service is answered as an unknown code (domain.md).
  if (decider.kind === 'staff' && service.workshop_id !== decider.workshop.workshop_id) throw notFound(loyaltyErrors.serviceNotFound);
  return service;
}

async function plateOf(db: Db, vehicleGuid: string): Promise<string> {
  return (await findVehicle(db, vehicleGuid))?.plate_number ?? '';
}

/**
 * Verifies a pending service in one transaction: the cycle rules say whether the free bottle became
 * owed or the cycle closes; the member's inbox is told both.
 */
export async function verifyService(ctx: ApiContext, code: string, decider: Decider): Promise<VerifyServiceResult> {
  const found = await serviceForDecider(ctx.db, code, decider);
  const now = ctx.clock.now();
  const { service, freeOil, cycleClosed } = await ctx.db.transaction().execute(async (trx) => {
    await lockVehicle(trx, found.vehicle_guid);
    const cycle = await findCycle(trx, found.cycle_guid);
    if (!cycle) throw notFound(loyaltyErrors.cycleNotFound);
    const cycleServices = await listCycleServices(trx, cycle.guid);
    const outcome = applyVerification({ size: cycle.size }, cycleServices.map(toCycleService), found.guid);
    if (!outcome.ok) throw new ApiError(outcome.status, outcome.error);
    const updated = await setServiceDecision(trx, found.guid, {
      status: ServiceStatus.Verified,
      verified_at: now,
      decided_at: now,
      decided_by: deciderName(decider),
      free_oil_earned: outcome.freeOilOwed,
    });
    if (!updated) throw conflict(loyaltyErrors.serviceNotPending);
    if (outcome.cycleCloses) await closeCycle(trx, cycle.guid, CycleStatus.Closed, now);
    await afterServiceVerified(trx, ctx, updated, now);
    const plate = await plateOf(trx, found.vehicle_guid);
    await notifyMember(trx, found.member_id, (language) => serviceVerifiedMessage(language, found.transaction_code, plate), now);
    await queuePush(trx, found.member_id, (language) => verifiedPush(language, found.transaction_code, plate), now);
    if (outcome.freeOilOwed) {
      const choices = outcome.freeOilOwed;
      await notifyMember(trx, found.member_id, (language) => freeBottleMessage(language, plate, choices), now);
      await queuePush(trx, found.member_id, (language) => freeBottlePush(language, found.transaction_code, plate, choices), now);
    }
    if (decider.kind === 'ops' || decider.kind === 'staff') {
      await writeAudit(trx, { actor: deciderName(decider), action: 'service.verified', subject: found.transaction_code, details: auditDetails(decider), at: now });
    }
    return { service: updated, freeOil: outcome.freeOilOwed, cycleClosed: outcome.cycleCloses };
  });
  ctx.metrics.serviceVerified({ freeBottleEarned: freeOil !== null });
  // The workshop's own pace and hours; the careline deciding for it is not the workshop at work.
  if (decider.kind === 'workshop' || decider.kind === 'staff') await flagVerifiedService(ctx, service);
  return { service: await toWorkshopView(ctx.db, service), free_oil: freeOil, cycle_closed: cycleClosed };
}

/** Rejects a pending service with a reason the member reads in the inbox; the member may resubmit. */
export async function rejectService(ctx: ApiContext, code: string, reasonInput: string | undefined, decider: Decider): Promise<WorkshopServiceView> {
  const reason = (reasonInput ?? '').trim();
  if (!reason || reason.length > REJECT_REASON_MAX_LENGTH) throw badRequest(loyaltyErrors.rejectReasonRequired);
  const found = await serviceForDecider(ctx.db, code, decider);
  const now = ctx.clock.now();
  const service = await ctx.db.transaction().execute(async (trx) => {
    await lockVehicle(trx, found.vehicle_guid);
    const updated = await rejectPending(trx, found, reason, deciderName(decider), now);
    if (!updated) throw conflict(loyaltyErrors.serviceNotPending);
    if (decider.kind === 'ops' || decider.kind === 'staff') {
      await writeAudit(trx, { actor: deciderName(decider), action: 'service.rejected', subject: found.transaction_code, details: { reason, ...auditDetails(decider) }, at: now });
    }
    return updated;
  });
  ctx.metrics.serviceRejected();
  return toWorkshopView(ctx.db, service);
}

/** Rejects the service if it is still pending and tells the member; undefined when it was not. */
export async function rejectPending(trx: Db, service: Service, reason: string, decidedBy: string, now: Date): Promise<Service | undefined> {
  const updated = await setServiceDecision(trx, service.guid, {
    status: ServiceStatus.Rejected,
    reject_reason: reason,
    decided_at: now,
    decided_by: decidedBy,
  });
  if (!updated) return undefined;
  const plate = await plateOf(trx, service.vehicle_guid);
  await notifyMember(trx, service.member_id, (language) => serviceRejectedMessage(language, service.transaction_code, plate, reason), now);
  await queuePush(trx, service.member_id, (language) => rejectedPush(language, service.transaction_code, plate, reason), now);
  return updated;
}
