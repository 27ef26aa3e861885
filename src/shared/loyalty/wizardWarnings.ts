import { oilByCode, oils, type OfferTab } from '../catalogue/oils';
import type { Vehicle } from '../contract/loyalty';
import { BOTTLES_PER_SERVICE, MAX_BOTTLES_PER_DAY, type BottleCount } from './constants';
import {
  countsInCycle,
  freeOilChoices,
  isAwaitingVerification,
  isCycleComplete,
  isFreeBottleOwed,
  latestService,
} from './cycle';
import { canChooseTwoBottles, normaliseWorkshopId } from './submission';
import type { CycleState, CycleService } from './types';

/** What the add-service wizard reads of the vehicle it was opened for (a contract `Vehicle` fits). */
export type WizardVehicle = Pick<Vehicle, 'cycle_guid' | 'cycle_oil_type' | 'workshop_id'> & {
  services: readonly CycleService[];
};

function hasCycle(vehicle: WizardVehicle): boolean {
  return !!vehicle.cycle_guid && vehicle.cycle_oil_type !== 0;
}

/** Step 1: typing another workshop during an existing cycle warns that a new cycle will start. */
export function startsNewCycle(vehicle: WizardVehicle, workshopId: string): boolean {
  return hasCycle(vehicle) && normaliseWorkshopId(workshopId) !== normaliseWorkshopId(vehicle.workshop_id);
}

/**
 * The cycle the rest of the wizard works against for this workshop: the vehicle's active cycle,
 * or null when there is none or the workshop change (after Next) starts a new one.
 */
export function wizardCycle(vehicle: WizardVehicle, workshopId: string): CycleState | null {
  if (!hasCycle(vehicle) || startsNewCycle(vehicle, workshopId) || isCycleComplete(vehicle.services)) return null;
  return { size: vehicle.cycle_oil_type as 3 | 4, workshopId: vehicle.workshop_id, services: vehicle.services };
}

/** Step 2 opens on the 4-for-1 tab for a size-4 cycle, else on the 3-for-1 tab. */
export function initialOfferTab(cycle: CycleState | null): OfferTab {
  return cycle?.size === 4 ? 4 : 3;
}

/** The oil of the cycle's latest service that counts, if any. */
function previousOilCode(cycle: CycleState): string | undefined {
  return latestService(cycle.services.filter(countsInCycle))?.OilCode;
}

/**
 * Step 2: mid-cycle, an oil of another rank than the previous one, or a 3-for-1 oil in a size-4
 * cycle, warns that the free bottle will be the lowest oil variant.
 */
export function warnsLowestVariant(cycle: CycleState | null, oilCode: string): boolean {
  if (!cycle || isFreeBottleOwed(cycle.size, cycle.services)) return false;
  const previous = previousOilCode(cycle);
  const chosen = oilByCode(oilCode);
  if (!previous || !chosen) return false;
  return chosen.rank !== oilByCode(previous)?.rank || (cycle.size === 4 && chosen.tab === 3);
}

/** Step 2: the codes the member may pick; only the lowest-rank variants when a free bottle is owed. */
export function selectableOilCodes(cycle: CycleState | null): string[] {
  if (cycle && isAwaitingVerification(cycle.size, cycle.services)) return [];
  if (cycle && isFreeBottleOwed(cycle.size, cycle.services)) return freeOilChoices(cycle.services);
  return oils.map((oil) => oil.code);
}

/**
 * Step 2: the quantities offered, within what the cycle allows and what the car may still have
 * today (`bottlesLeftOnDay`, the rule the server applies on submit), so the daily limit is known
 * before the receipt is uploaded.
 */
export function quantityOptions(cycle: CycleState | null, leftToday: number = MAX_BOTTLES_PER_DAY): BottleCount[] {
  const byCycle: BottleCount[] = canChooseTwoBottles(cycle) ? [...BOTTLES_PER_SERVICE] : [1];
  return byCycle.filter((count) => count <= leftToday);
}
