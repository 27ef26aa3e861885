import { ServiceStatus, type CycleOilType } from '../contract/loyalty';
import { isFreeBottleOwed, newestFirst } from './cycle';
import type { CycleService } from './types';

/** One bottle of the row the dashboard card and the service page draw. */
export type BottleSlot =
  | { kind: 'filled'; oilCode: string }
  | { kind: 'empty' }
  /** The last slot: the free oil's image once it is verified, else a free-bottle placeholder. */
  | { kind: 'free'; oilCode: string | null; owed: boolean };

/**
 * `size` paid slots then the free one. Only verified bottles fill, oldest first, a 2-bottle
 * service filling two slots. No cycle (size 0) draws nothing.
 */
export function bottleSlots(size: CycleOilType, services: readonly CycleService[]): BottleSlot[] {
  if (size === 0) return [];
  const verified = newestFirst(services.filter((s) => s.status === ServiceStatus.Verified)).reverse();
  const filled = verified
    .filter((s) => !s.free_oil)
    .flatMap((s) => Array.from({ length: s.total_bottle }, () => s.OilCode))
    .slice(0, size);
  const slots: BottleSlot[] = filled.map((oilCode) => ({ kind: 'filled', oilCode }));
  while (slots.length < size) slots.push({ kind: 'empty' });
  const free = verified.find((s) => s.free_oil);
  slots.push(
    free
      ? { kind: 'free', oilCode: free.OilCode, owed: false }
      : { kind: 'free', oilCode: null, owed: isFreeBottleOwed(size, services) },
  );
  return slots;
}

/** The row of a vehicle's active cycle (a contract `Vehicle` fits). */
export function vehicleBottleSlots(vehicle: {
  cycle_oil_type: CycleOilType;
  services: readonly CycleService[];
}): BottleSlot[] {
  return bottleSlots(vehicle.cycle_oil_type, vehicle.services);
}
