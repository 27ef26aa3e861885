import { createSelector } from '@reduxjs/toolkit';
import { CycleStatus, ServiceStatus } from '../../../../shared/contract/loyalty';
import { newestFirst } from '../../../../shared/loyalty/cycle';
import type { RootState } from '../../app/store';
import { selectAllCycles } from '../../../entities/cycles/slice';
import { selectAllServices } from '../../../entities/services/slice';
import { selectAllVehicles } from '../../../entities/vehicles/slice';
import { transactionCodeFrom, transactionCodeKey } from '../../../../shared/rules/service';

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

/**
 * The vehicle whose current cycle holds the service of this Service ID (a push's `?code=`), read
 * as every lookup reads one: any case, spaces and dashes, O as 0 and I or L as 1.
 */
export const selectVehicleOfServiceCode = createSelector(
  [selectAllVehicles, selectAllServices, (_state: RootState, code: string | null) => code],
  (vehicles, services, typed): string | undefined => {
    const code = transactionCodeFrom(typed ?? undefined);
    if (!code) return undefined;
    const service = services.find((candidate) => transactionCodeKey(candidate.transaction_code) === transactionCodeKey(code));
    return service && vehicles.find((vehicle) => vehicle.service_guids.includes(service.guid))?.guid;
  },
);
