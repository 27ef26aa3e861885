import { createSelector } from '@reduxjs/toolkit';
import { CycleStatus, ServiceStatus } from '../../../../shared/contract/loyalty';
import { newestFirst } from '../../../../shared/loyalty/cycle';
import type { RootState } from '../../app/store';
import { selectAllCycles } from '../../../entities/cycles/slice';
import { selectAllServices } from '../../../entities/services/slice';

/** Service history: the vehicle's closed cycles (status 1 only), newest first. */
export const selectHistoryCycles = createSelector(
  [selectAllCycles, (_state: RootState, vehicleGuid: string) => vehicleGuid],
  (cycles, vehicleGuid) => newestFirst(cycles.filter((cycle) => cycle.vehicle_guid === vehicleGuid && cycle.status === CycleStatus.Closed)),
);

/** An opened history cycle's services, newest first. */
export const selectServicesOfCycle = createSelector(
  [selectAllServices, (_state: RootState, cycleGuid: string) => cycleGuid],
  (services, cycleGuid) => newestFirst(services.filter((service) => service.cycle_guid === cycleGuid)),
);

/** Programme dates show only once the vehicle has a service pending or verified (spec section 2). */
export function showsProgrammeDates(services: readonly { status: number }[]): boolean {
  return services.some((service) => service.status === ServiceStatus.Pending || service.status === ServiceStatus.Verified);
}
