import { oilByCode } from '../catalogue/oils';
import { ServiceStatus, loyaltyErrors, type CycleStatusCode } from '../contract/loyalty';
import { MAX_BOTTLES_PER_DAY, MIN_DAYS_BETWEEN_SERVICES, type BottleCount, type CycleSize } from './constants';
import {
  closedCycleStatus,
  cycleSizeForOil,
  effectiveCycleSize,
  freeOilChoices,
  isAwaitingVerification,
  isCycleComplete,
  isFreeBottleOwed,
  latestService,
  slotsLeft,
} from './cycle';
import { daysBetween, malaysiaDay } from './days';
import { isProgrammeExpired, programmeDates } from './programme';
import { refuse, type CycleState, type CycleService, type Refusal } from './types';

/** What the server knows of the vehicle when a member validates or submits a service. */
export interface SubmissionState {
  /** Every service of the vehicle, all cycles and statuses. */
  vehicleServices: readonly CycleService[];
  /** The vehicle's active cycle (status 0), or null. */
  activeCycle: CycleState | null;
  /** The workshop the service is for (`effectiveWorkshopId`): unknown, ceased or active. */
  workshop: { known: boolean; active: boolean };
  /** The mileage the car was registered with (0 when none was given); no service may be below it. */
  registeredMileage?: number;
}

export interface InitialValidation {
  workshopId: string;
  /** Given after a 410: replaces the ceased workshop. */
  newWorkshopId?: string;
  mileage: number;
}

export interface SubmissionRequest extends InitialValidation {
  oilCode: string;
  totalBottle: number;
}

export interface SubmissionPlan {
  ok: true;
  /** The workshop the service and its cycle belong to. */
  workshopId: string;
  /** Create a cycle (status 0) of `cycleSize` for this service. */
  openNewCycle: boolean;
  /** The active cycle to close first and the status it closes with; null when none closes. */
  closeActiveCycle: CycleStatusCode | null;
  /** Turn the closing cycle's pending services into archived (3). */
  archivePending: boolean;
  /** The cycle's size after this submission; for an existing cycle set it if it differs. */
  cycleSize: CycleSize;
  freeOil: boolean;
  totalBottle: BottleCount;
}

/** Workshop IDs compare as letters and digits, whatever the case the member typed. */
export function normaliseWorkshopId(id: string | null | undefined): string {
  return (id ?? '').trim().toUpperCase();
}

/** The workshop a request is for: the replacement after a 410, else the one typed. */
export function effectiveWorkshopId(request: Pick<InitialValidation, 'workshopId' | 'newWorkshopId'>): string {
  const replacement = normaliseWorkshopId(request.newWorkshopId);
  return replacement || normaliseWorkshopId(request.workshopId);
}

const notRejected = (s: CycleService) => s.status !== ServiceStatus.Rejected;

/** Bottles of the car's services not rejected on the Malaysian day of `now`. */
export function bottlesOnDay(services: readonly CycleService[], now: Date): number {
  const today = malaysiaDay(now);
  return services
    .filter((s) => notRejected(s) && malaysiaDay(s.created_date) === today)
    .reduce((sum, s) => sum + s.total_bottle, 0);
}

/** Bottles the car may still have on the Malaysian day of `now`: at most 2 a day (spec section 9). */
export function bottlesLeftOnDay(services: readonly CycleService[], now: Date): number {
  return Math.max(0, MAX_BOTTLES_PER_DAY - bottlesOnDay(services, now));
}

/**
 * The checks of POST /api/service/intial-validate, repeated on submit: workshop, programme expiry,
 * mileage (not below the last service's, nor the car's registered mileage), the 30-day interval and
 * the daily bottle limit. Null when the member may go on.
 */
export function decideInitialValidation(
  state: SubmissionState,
  request: InitialValidation,
  now: Date,
): Refusal | null {
  if (!state.workshop.known) return refuse(404, loyaltyErrors.workshopInvalid);
  if (!state.workshop.active) return refuse(410, loyaltyErrors.workshopCeased);

  const { expiry_date } = programmeDates(state.vehicleServices);
  if (isProgrammeExpired(expiry_date, now)) return refuse(500, loyaltyErrors.programmeExpired(expiry_date.Time));

  const counted = state.vehicleServices.filter(notRejected);
  const last = latestService(counted);
  if (last && request.mileage < last.current_mileage) return refuse(500, loyaltyErrors.mileageLower);
  if (request.mileage < (state.registeredMileage ?? 0)) return refuse(500, loyaltyErrors.mileageBelowRegistered);

  // Services of today are one oil change split over receipts: the daily limit governs them instead.
  const today = malaysiaDay(now);
  const lastEarlier = latestService(counted.filter((s) => malaysiaDay(s.created_date) !== today));
  if (lastEarlier && daysBetween(malaysiaDay(lastEarlier.created_date), today) <= MIN_DAYS_BETWEEN_SERVICES) {
    return refuse(500, loyaltyErrors.tooSoon);
  }

  if (bottlesLeftOnDay(state.vehicleServices, now) === 0) return refuse(500, loyaltyErrors.dailyLimit);
  return null;
}

/** Whether the active cycle goes on with this workshop, or a new cycle must start. */
function continuesCycle(cycle: CycleState | null, workshopId: string): boolean {
  return !!cycle && normaliseWorkshopId(cycle.workshopId) === workshopId && !isCycleComplete(cycle.services);
}

/**
 * Everything POST /api/service decides, in the order a member meets it: the initial checks, the
 * oil and quantity, the daily limit with this quantity, then the cycle's free bottle and slots.
 */
export function decideSubmission(
  state: SubmissionState,
  request: SubmissionRequest,
  now: Date,
): Refusal | SubmissionPlan {
  const initial = decideInitialValidation(state, request, now);
  if (initial) return initial;

  if (!oilByCode(request.oilCode)) return refuse(400, loyaltyErrors.oilRequired);
  if (request.totalBottle !== 1 && request.totalBottle !== 2) return refuse(400, loyaltyErrors.quantityRequired);
  const totalBottle: BottleCount = request.totalBottle;

  if (totalBottle > bottlesLeftOnDay(state.vehicleServices, now)) {
    return refuse(500, loyaltyErrors.dailyLimit);
  }

  const workshopId = effectiveWorkshopId(request);
  const cycle = state.activeCycle;

  if (!continuesCycle(cycle, workshopId)) {
    return {
      ok: true,
      workshopId,
      openNewCycle: true,
      closeActiveCycle: cycle ? closedCycleStatus(cycle.services) : null,
      archivePending: !!cycle,
      cycleSize: cycleSizeForOil(request.oilCode)!,
      freeOil: false,
      totalBottle,
    };
  }

  const active = cycle!;
  const size = effectiveCycleSize(active.size, active.services, request.oilCode)!;
  const plan = {
    ok: true,
    workshopId,
    openNewCycle: false,
    closeActiveCycle: null,
    archivePending: false,
    cycleSize: size,
    totalBottle,
  } as const;

  if (isAwaitingVerification(size, active.services)) return refuse(409, loyaltyErrors.awaitingVerification);
  if (isFreeBottleOwed(size, active.services)) {
    if (!freeOilChoices(active.services).includes(request.oilCode)) return refuse(400, loyaltyErrors.freeOilVariant);
    if (totalBottle !== 1) return refuse(400, loyaltyErrors.freeOilQuantity);
    return { ...plan, freeOil: true };
  }
  if (totalBottle > slotsLeft(size, active.services)) return refuse(400, loyaltyErrors.quantityOverSlots);
  return { ...plan, freeOil: false };
}

/**
 * Spec section 4: the 2-bottle option shows only when there is no cycle (or the workshop change
 * starts one) or more than one paid slot remains; never for the free bottle.
 */
export function canChooseTwoBottles(cycle: CycleState | null): boolean {
  if (!cycle || isCycleComplete(cycle.services)) return true;
  if (isFreeBottleOwed(cycle.size, cycle.services)) return false;
  return slotsLeft(cycle.size, cycle.services) > 1;
}
