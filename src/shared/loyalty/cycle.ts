import { lowestRankOils, oilByCode } from '../catalogue/oils';
import { CycleStatus, ServiceStatus, type CycleStatusCode } from '../contract/loyalty';
import type { CycleSize } from './constants';
import type { CycleService } from './types';

/** The size a cycle takes from its first oil: the oil's offer tab. Undefined for an unknown code. */
export function cycleSizeForOil(oilCode: string): CycleSize | undefined {
  return oilByCode(oilCode)?.tab;
}

/** Pending and verified services hold their place in the cycle; rejected and archived ones do not. */
export function countsInCycle(service: CycleService): boolean {
  return service.status === ServiceStatus.Pending || service.status === ServiceStatus.Verified;
}

const isVerified = (service: CycleService) => service.status === ServiceStatus.Verified;

/** Verified paid bottles: what fills the bottle row and earns the free one. */
export function paidBottles(services: readonly CycleService[]): number {
  return services.filter((s) => isVerified(s) && !s.free_oil).reduce((sum, s) => sum + s.total_bottle, 0);
}

/** Paid bottles verified or still pending, so two pending services cannot overrun the cycle. */
export function reservedBottles(services: readonly CycleService[]): number {
  return services.filter((s) => countsInCycle(s) && !s.free_oil).reduce((sum, s) => sum + s.total_bottle, 0);
}

/** Paid bottles that may still be submitted before the free one. */
export function slotsLeft(size: CycleSize, services: readonly CycleService[]): number {
  return Math.max(0, size - reservedBottles(services));
}

/** The cycle's free-oil service, pending or verified, if one was submitted. */
export function freeOilService(services: readonly CycleService[]): CycleService | undefined {
  return services.find((s) => countsInCycle(s) && s.free_oil);
}

/** Owed once the verified paid bottles reach the size, until a free-oil service is submitted. */
export function isFreeBottleOwed(size: CycleSize, services: readonly CycleService[]): boolean {
  return paidBottles(services) >= size && !freeOilService(services);
}

/**
 * The variants the free bottle may be (catalogue codes): every variant of the lowest rank among
 * the cycle's verified paid oils, so 12 + 8 gives both rank-8 variants.
 */
export function freeOilChoices(services: readonly CycleService[]): string[] {
  const bought = services.filter((s) => isVerified(s) && !s.free_oil).map((s) => s.OilCode);
  return lowestRankOils(bought).map((oil) => oil.code);
}

/** Complete once its free bottle is verified; the cycle then closes. */
export function isCycleComplete(services: readonly CycleService[]): boolean {
  return services.some((s) => isVerified(s) && s.free_oil);
}

/**
 * Nothing more can be submitted into the cycle until the workshop acts: its paid slots are taken
 * by pending services, or its free bottle is pending.
 */
export function isAwaitingVerification(size: CycleSize, services: readonly CycleService[]): boolean {
  const free = freeOilService(services);
  if (free) return free.status === ServiceStatus.Pending;
  return slotsLeft(size, services) === 0 && !isFreeBottleOwed(size, services);
}

/** The status a cycle closes with: shown in history only if something in it was verified. */
export function closedCycleStatus(services: readonly CycleService[]): CycleStatusCode {
  return services.some(isVerified) ? CycleStatus.Closed : CycleStatus.Void;
}

/**
 * The size of an active cycle as the next submission sees it: fixed by its first service that
 * counts, so a cycle whose only services were rejected takes the size of the next oil.
 */
export function effectiveCycleSize(
  recorded: CycleSize,
  services: readonly CycleService[],
  nextOilCode: string,
): CycleSize | undefined {
  if (services.some(countsInCycle)) return recorded;
  return cycleSizeForOil(nextOilCode);
}

/** The most recently submitted of `services`. */
export function latestService<T extends Pick<CycleService, 'created_date'>>(services: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const s of services) if (!latest || Date.parse(s.created_date) > Date.parse(latest.created_date)) latest = s;
  return latest;
}

/** Newest first by submission instant, as every service list shows them. */
export function newestFirst<T extends Pick<CycleService, 'created_date'>>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => Date.parse(b.created_date) - Date.parse(a.created_date));
}
