import { ServiceStatus, loyaltyErrors } from '../contract/loyalty';
import { DAY_MS, VERIFICATION_WINDOW_DAYS, type CycleSize } from './constants';
import { freeOilChoices, isFreeBottleOwed } from './cycle';
import { refuse, type CycleService, type Refusal } from './types';

export interface VerificationOutcome {
  ok: true;
  /** The free bottle was verified: close the cycle with status 1. */
  cycleCloses: boolean;
  /** Codes of the free-bottle choices when this verification made one owed; null otherwise. */
  freeOilOwed: string[] | null;
}

/**
 * What verifying one pending service of a cycle does. `services` are the cycle's services
 * before the verification; only a pending service can be verified.
 */
export function applyVerification(
  cycle: { size: CycleSize },
  services: readonly CycleService[],
  verifiedServiceGuid: string,
): Refusal | VerificationOutcome {
  const target = services.find((s) => s.guid === verifiedServiceGuid);
  if (!target) return refuse(404, loyaltyErrors.serviceNotFound);
  if (target.status !== ServiceStatus.Pending) return refuse(409, loyaltyErrors.serviceNotPending);
  if (target.free_oil) return { ok: true, cycleCloses: true, freeOilOwed: null };

  const after = services.map((s) => (s === target ? { ...s, status: ServiceStatus.Verified } : s));
  const owedBefore = isFreeBottleOwed(cycle.size, services);
  const owedAfter = isFreeBottleOwed(cycle.size, after);
  return { ok: true, cycleCloses: false, freeOilOwed: owedAfter && !owedBefore ? freeOilChoices(after) : null };
}

/** The instant a pending service submitted at `createdDate` is rejected if still unverified. */
export function verificationDeadline(createdDate: string): Date {
  return new Date(Date.parse(createdDate) + VERIFICATION_WINDOW_DAYS * DAY_MS);
}

/** A pending service 5 days (120 hours) old or more is rejected with `loyaltyErrors.verificationExpired`. */
export function isVerificationOverdue(service: Pick<CycleService, 'status' | 'created_date'>, now: Date): boolean {
  if (service.status !== ServiceStatus.Pending) return false;
  return now.getTime() >= verificationDeadline(service.created_date).getTime();
}
