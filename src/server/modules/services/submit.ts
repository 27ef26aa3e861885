import crypto from 'node:crypto';
import type { ApiContext } from '../../context';
import type { ReceiptStorage } from '../../adapters/receipts';
import type { Db } from '../../db/database';
import type { Member, Service, Vehicle } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { compileFieldsCheck } from '../../http/schema';
import { assertFields, assertNoNul, assertRules } from '../../http/validate';
import { loyaltyErrors, ServiceStatus, type InitialValidateRequest, type SubmitServiceResult } from '../../../shared/contract/loyalty';
import { SubmitServiceFields } from '../../../shared/contract/schemas/loyalty';
import { decideInitialValidation, decideSubmission, effectiveWorkshopId } from '../../../shared/loyalty/submission';
import { checkFields, serviceFields, serviceStep1FieldNames, validateReceipt } from '../../../shared/rules';
import { findMemberVehicle, findVehicle } from '../vehicles/store';
import { loadSubmissionState } from './state';
import {
  archivePendingServices,
  closeCycle,
  findCycle,
  findReceiptByHash,
  findServiceBySubmission,
  insertCycle,
  insertReceipt,
  insertService,
  setCycleSize,
} from './store';
import { newTransactionCode } from './transactionCode';
import { fingerprintStoredReceipt } from '../receiptFingerprints/service';
import { flagSubmittedService } from '../patterns/submission';
import type { ServiceForm } from './upload';
import { oilNameOf } from './view';

/** The multipart fields, which no route schema sees, checked by their contract schema as a JSON body is. */
const checkSubmitFields = compileFieldsCheck(SubmitServiceFields);

function toResult(service: Service): SubmitServiceResult {
  return {
    guid: service.guid,
    transaction_code: service.transaction_code,
    oil_name: oilNameOf(service.oil_code),
    service_date: service.created_at.toISOString(),
    free_oil: service.free_oil,
  };
}

/**
 * Step 1's check: the same rules the submission applies, for the car the cycle (or the given
 * vehicle) belongs to. 404 for an unknown workshop, 410 ceased, 500 with the text for the others.
 */
export async function initialValidate(ctx: ApiContext, member: Member, body: Partial<InitialValidateRequest>): Promise<null> {
  assertRules(checkFields(serviceFields, { workshop_id: body.workshop_id, current_mileage: body.mileage }, ctx.clock.now(), serviceStep1FieldNames));
  const vehicleGuid = (body.vehicle_guid ?? '').trim();
  const cycleGuid = (body.cycle_guid ?? '').trim();
  let vehicle = null;
  if (vehicleGuid) {
    vehicle = (isUuid(vehicleGuid) && (await findMemberVehicle(ctx.db, member.id, vehicleGuid))) || null;
    if (!vehicle) throw notFound(loyaltyErrors.vehicleNotFound);
  } else if (cycleGuid) {
    const cycle = isUuid(cycleGuid) ? await findCycle(ctx.db, cycleGuid) : undefined;
    vehicle = (cycle && (await findVehicle(ctx.db, cycle.vehicle_guid))) || null;
    if (!vehicle || vehicle.member_id !== member.id) throw notFound(loyaltyErrors.cycleNotFound);
  }
  const request = { workshopId: body.workshop_id!, mileage: Number(String(body.mileage).trim()) };
  const { state } = await loadSubmissionState(ctx.db, vehicle, effectiveWorkshopId(request));
  const refusal = decideInitialValidation(state, request, ctx.clock.now());
  if (refusal) throw new ApiError(refusal.status, refusal.error);
  return null;
}

/**
 * A retried submission answers its first service, but only for the same car: answering another
 * car's service would tell the member a service was recorded for the car they chose when none was.
 */
function sameCarReplay(earlier: Service, vehicleGuid: string): Service {
  if (earlier.vehicle_guid !== vehicleGuid) throw conflict(loyaltyErrors.submissionOtherVehicle);
  return earlier;
}

/** Postgres and PGlite both name the violated index of a unique violation. */
function isSubmissionClash(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'services_submission_unique';
}

/**
 * Creates the service in one transaction under a lock on the vehicle row, so concurrent
 * submissions for one car are decided one after the other by the cycle rules.
 */
export async function submitService(ctx: ApiContext, storage: ReceiptStorage, member: Member, form: ServiceForm): Promise<SubmitServiceResult> {
  const { fields, receipt } = form;
  let keepFile = false;
  try {
    // Multipart fields are read in the handler, after the hooks that check every other body.
    assertNoNul(fields);
    const vehicleGuid = (fields.vehicle_guid ?? '').trim();
    if (!isUuid(vehicleGuid)) throw notFound(loyaltyErrors.vehicleNotFound);
    assertRules(checkFields(serviceFields, fields, ctx.clock.now()));
    if (!receipt) throw badRequest(loyaltyErrors.receiptRequired);
    assertRules(validateReceipt({ type: receipt.mime ?? 'application/octet-stream', size: receipt.tooLarge ? Infinity : receipt.size }));
    // A blank submission id is none. The rules have spoken first, so their messages win as on every other form.
    const submissionId = (fields.submission_id ?? '').trim() || null;
    assertFields(checkSubmitFields, { ...fields, submission_id: submissionId ?? undefined });

    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const vehicle = await findMemberVehicle(trx, member.id, vehicleGuid, { forUpdate: true });
      if (!vehicle) throw notFound(loyaltyErrors.vehicleNotFound);
      if (submissionId) {
        const earlier = await findServiceBySubmission(trx, member.id, submissionId);
        if (earlier) return { service: sameCarReplay(earlier, vehicle.guid), replay: true };
      }
      if (await findReceiptByHash(trx, receipt.sha256)) throw conflict(loyaltyErrors.receiptDuplicate);
      const service = await createService(ctx, trx, member, vehicle, fields, submissionId);
      if (!(await insertReceipt(trx, { service_guid: service.guid, sha256: receipt.sha256, mime: receipt.mime!, size: receipt.size, storage_key: receipt.key, created_at: service.created_at }))) {
        throw conflict(loyaltyErrors.receiptDuplicate);
      }
      return { service, replay: false };
    });
    keepFile = !outcome.replay;
    if (!outcome.replay) {
      const { guid, transaction_code, member_id } = outcome.service;
      await fingerprintStoredReceipt(ctx, storage, { serviceGuid: guid, transactionCode: transaction_code, memberId: member_id, storageKey: receipt.key, mime: receipt.mime! });
      await flagSubmittedService(ctx, outcome.service);
    }
    if (!outcome.replay) ctx.metrics.serviceSubmitted();
    return toResult(outcome.service);
  } catch (err) {
    if (isSubmissionClash(err)) {
      const earlier = await findServiceBySubmission(ctx.db, member.id, (fields.submission_id ?? '').trim());
      if (earlier) return toResult(sameCarReplay(earlier, (fields.vehicle_guid ?? '').trim()));
    }
    throw err;
  } finally {
    if (receipt && !keepFile) await storage.remove(receipt.key);
  }
}

async function createService(
  ctx: ApiContext,
  trx: Db,
  member: Member,
  vehicle: Vehicle,
  fields: Record<string, string>,
  submissionId: string | null,
): Promise<Service> {
  const vehicleGuid = vehicle.guid;
  const now = ctx.clock.now();
  const request = {
    workshopId: fields.workshop_id,
    newWorkshopId: fields.new_workshop_id,
    mileage: Number(fields.current_mileage.trim()),
    oilCode: fields.oil.trim(),
    totalBottle: Number(fields.total_bottle.trim()),
  };
  const { state, activeCycle } = await loadSubmissionState(trx, vehicle, effectiveWorkshopId(request));
  const plan = decideSubmission(state, request, now);
  if (!plan.ok) throw new ApiError(plan.status, plan.error);

  let cycleGuid = activeCycle?.guid ?? null;
  if (activeCycle && plan.closeActiveCycle !== null) {
    if (plan.archivePending) await archivePendingServices(trx, activeCycle.guid, now);
    await closeCycle(trx, activeCycle.guid, plan.closeActiveCycle, now);
  }
  if (plan.openNewCycle || !cycleGuid) {
    cycleGuid = crypto.randomUUID();
    await insertCycle(trx, { guid: cycleGuid, vehicle_guid: vehicleGuid, workshop_id: plan.workshopId, size: plan.cycleSize, created_at: now });
  } else if (activeCycle && activeCycle.size !== plan.cycleSize) {
    await setCycleSize(trx, cycleGuid, plan.cycleSize);
  }
  return insertService(trx, {
    guid: crypto.randomUUID(),
    transaction_code: await newTransactionCode(trx),
    cycle_guid: cycleGuid,
    vehicle_guid: vehicleGuid,
    member_id: member.id,
    workshop_id: plan.workshopId,
    oil_code: request.oilCode,
    total_bottle: plan.totalBottle,
    free_oil: plan.freeOil,
    current_mileage: request.mileage,
    status: ServiceStatus.Pending,
    reject_reason: null,
    submission_id: submissionId,
    created_at: now,
    verified_at: null,
    decided_at: null,
    decided_by: null,
  });
}
