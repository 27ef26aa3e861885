import type { ApiContext } from '../../context';
import type { Service } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { oilByCode } from '../../../shared/catalogue';
import { loyaltyErrors } from '../../../shared/contract/loyalty';
import {
  rejectReasonCodes,
  rejectReasonTexts,
  workshopAppErrors,
  workshopAppPaths,
  type CounterRejectRequest,
  type CounterService,
  type CounterStats,
  type CounterVerifyResult,
  type PendingService,
} from '../../../shared/contract/workshopApp';
import { DAY_MS, VERIFICATION_WINDOW_DAYS } from '../../../shared/loyalty/constants';
import { normalisePlate, REJECT_REASON_MAX_LENGTH, transactionCodeFrom } from '../../../shared/rules';
import { findMemberById } from '../members/store';
import { findVehicle } from '../vehicles/store';
import { flagsOfService } from '../patterns/view';
import { rejectService, serviceForDecider, verifyService, type Decider } from '../verification/decisions';
import { firstName, maskMobile, staffActor, staffAuditDetails, type StaffCaller } from '../workshopStaff/auth';
import { countDecisions, listPendingOfWorkshop, listWorkshopServicesOfPlate, verifiedTotals, type CounterRow } from './store';

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;
const PENDING_LIMIT = 200;
const SEARCH_LIMIT = 20;

/** The decider of a counter action: the person, for the audit log, acting for their own workshop only. */
export function staffDecider(caller: StaffCaller): Decider {
  return { kind: 'staff', workshop: caller.workshop, actor: staffActor(caller.staff), details: staffAuditDetails(caller.staff) };
}

const oilName = (code: string) => oilByCode(code)?.name ?? code;
const bottles = (n: number): 1 | 2 => (n === 2 ? 2 : 1);

/** One service as the counter shows it: enough to recognise the member and the car, never the whole number. */
export async function toCounterService(ctx: ApiContext, service: Service): Promise<CounterService> {
  const vehicle = await findVehicle(ctx.db, service.vehicle_guid);
  const member = await findMemberById(ctx.db, service.member_id);
  const present = member && !member.anonymised_at;
  return {
    transaction_code: service.transaction_code,
    status: service.status,
    created_date: service.created_at.toISOString(),
    verified_date: service.verified_at ? service.verified_at.toISOString() : null,
    member_first_name: present ? firstName(member.fullname) : '',
    member_mobile_masked: present ? maskMobile(member.mobile_number) : '',
    plate_number: vehicle?.plate_number ?? '',
    model_brand: vehicle?.brand ?? '',
    model_name: vehicle?.model ?? '',
    OilCode: service.oil_code,
    oil_name: oilName(service.oil_code),
    total_bottle: bottles(service.total_bottle),
    current_mileage: service.current_mileage,
    free_oil: service.free_oil,
    reject_reason: service.reject_reason ?? '',
    receipt_img: workshopAppPaths.receipt(service.transaction_code),
    flags: await flagsOfService(ctx.db, service),
  };
}

function toPending(row: CounterRow, now: Date): PendingService {
  const age = now.getTime() - row.created_at.getTime();
  const left = row.created_at.getTime() + VERIFICATION_WINDOW_DAYS * DAY_MS - now.getTime();
  return {
    transaction_code: row.transaction_code,
    status: row.status as PendingService['status'],
    created_date: row.created_at.toISOString(),
    plate_number: row.plate_number ?? '',
    oil_name: oilName(row.oil_code),
    total_bottle: bottles(row.total_bottle),
    free_oil: row.free_oil,
    age_seconds: Math.max(0, Math.floor(age / 1000)),
    expires_in_seconds: row.status === 0 ? Math.max(0, Math.floor(left / 1000)) : 0,
  };
}

export async function pendingServices(ctx: ApiContext, caller: StaffCaller): Promise<PendingService[]> {
  const now = ctx.clock.now();
  return (await listPendingOfWorkshop(ctx.db, caller.workshop.workshop_id, PENDING_LIMIT)).map((row) => toPending(row, now));
}

export async function counterService(ctx: ApiContext, caller: StaffCaller, code: string): Promise<CounterService> {
  return toCounterService(ctx, await serviceForDecider(ctx.db, code, staffDecider(caller)));
}

/** Verifies, and says what to hand over now: the service's bottles, free of charge when it is the free bottle. */
export async function counterVerify(ctx: ApiContext, caller: StaffCaller, code: string): Promise<CounterVerifyResult> {
  const decider = staffDecider(caller);
  const verified = await verifyService(ctx, code, decider);
  const service = await serviceForDecider(ctx.db, verified.service.transaction_code, decider);
  return {
    service: await toCounterService(ctx, service),
    hand_over: [{ oil_name: oilName(service.oil_code), OilCode: service.oil_code, bottles: service.total_bottle, free_of_charge: service.free_oil }],
    free_oil_earned: verified.free_oil ? verified.free_oil.map(oilName) : null,
    cycle_closed: verified.cycle_closed,
  };
}

/** The reason as stored: a listed one in English (told in the member's language when read), free text as written. */
export function rejectReasonOf(body: Partial<CounterRejectRequest> | undefined): string {
  const code = body?.reason_code;
  if (!code || !(rejectReasonCodes as readonly string[]).includes(code)) throw badRequest(workshopAppErrors.rejectReasonInvalid);
  if (code !== 'other') return rejectReasonTexts[code];
  const text = (body?.reason_text ?? '').trim().replace(/\s+/g, ' ');
  if (!text || text.length > REJECT_REASON_MAX_LENGTH) throw badRequest(workshopAppErrors.otherReasonRequired);
  return text;
}

export async function counterReject(ctx: ApiContext, caller: StaffCaller, code: string, body: Partial<CounterRejectRequest> | undefined): Promise<CounterService> {
  const reason = rejectReasonOf(body);
  const decider = staffDecider(caller);
  const rejected = await rejectService(ctx, code, reason, decider);
  return toCounterService(ctx, await serviceForDecider(ctx.db, rejected.transaction_code, decider));
}

/** Midnight in Malaysia of the instant's day, and of the first of its month, as instants. */
function malaysiaDayAndMonthStart(now: Date): { dayStart: Date; monthStart: Date; nextMonth: Date } {
  const local = new Date(now.getTime() + MALAYSIA_OFFSET_MS);
  const dayStart = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - MALAYSIA_OFFSET_MS);
  const monthStart = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - MALAYSIA_OFFSET_MS);
  const nextMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - MALAYSIA_OFFSET_MS);
  return { dayStart, monthStart, nextMonth };
}

export async function counterStats(ctx: ApiContext, caller: StaffCaller): Promise<CounterStats> {
  const { dayStart, monthStart, nextMonth } = malaysiaDayAndMonthStart(ctx.clock.now());
  const workshopId = caller.workshop.workshop_id;
  return {
    today: await countDecisions(ctx.db, workshopId, dayStart, new Date(dayStart.getTime() + DAY_MS)),
    month: await verifiedTotals(ctx.db, workshopId, monthStart, nextMonth),
  };
}

/**
 * A typed plate or Service ID: a Service ID of this workshop answers that one service; otherwise the
 * workshop's services of the plate, newest first. Another workshop's service is not found, as an unknown code.
 */
export async function counterSearch(ctx: ApiContext, caller: StaffCaller, query: string | undefined): Promise<PendingService[]> {
  const text = (query ?? '').trim();
  if (text.replace(/[\s-]/g, '').length < 3) throw badRequest(workshopAppErrors.searchTooShort);
  const now = ctx.clock.now();
  const code = transactionCodeFrom(text);
  if (code) {
    try {
      const service = await serviceForDecider(ctx.db, code, staffDecider(caller));
      const vehicle = await findVehicle(ctx.db, service.vehicle_guid);
      return [toPending({ ...service, plate_number: vehicle?.plate_number ?? null }, now)];
    } catch (err) {
      if (!(err instanceof Error && err.message === loyaltyErrors.serviceNotFound)) throw err;
    }
  }
  const rows = await listWorkshopServicesOfPlate(ctx.db, caller.workshop.workshop_id, normalisePlate(text), SEARCH_LIMIT);
  return rows.map((row) => toPending(row, now));
}
