import { createSelector } from '@reduxjs/toolkit';
import type { Service } from '../../../shared/contract/loyalty';
import { bottleSlots, type BottleSlot } from '../../../shared/loyalty/bottleSlots';
import { soonestNextService } from '../../../shared/loyalty/nextService';
import type { RootState } from '../../member/app/store';
import { selectServiceEntities } from '../services/slice';
import { selectAllVehicles, selectVehicleById, type VehicleEntity } from './slice';

export interface VehicleWithCycle {
  vehicle: VehicleEntity;
  /** The current cycle's services, newest first, as the server listed them. */
  services: Service[];
  slots: BottleSlot[];
}

function withCycle(vehicle: VehicleEntity, entities: Record<string, Service | undefined>): VehicleWithCycle {
  const services = vehicle.service_guids.map((guid) => entities[guid]).filter((service): service is Service => !!service);
  return { vehicle, services, slots: bottleSlots(vehicle.cycle_oil_type, services) };
}

/** Every dashboard card with its bottle row, computed once per change of vehicles or services. */
export const selectVehicleCards = createSelector([selectAllVehicles, selectServiceEntities], (vehicles, entities) =>
  vehicles.map((vehicle) => withCycle(vehicle, entities)),
);

/** One vehicle with its current services and bottle row (the service information page). */
export const selectVehicleWithCycle = createSelector(
  [(state: RootState, guid: string) => selectVehicleById(state, guid), selectServiceEntities],
  (vehicle, entities): VehicleWithCycle | undefined => (vehicle ? withCycle(vehicle, entities) : undefined),
);

export interface NextServiceBanner {
  plate_number: string;
  vehicle: string;
  next_mileage: number;
  next_service_date: string;
}

/** 'Your next service': the vehicle due soonest by date; null when none has a next service yet. */
export const selectNextServiceBanner = createSelector([selectAllVehicles], (vehicles): NextServiceBanner | null => {
  const soonest = soonestNextService(vehicles);
  if (!soonest) return null;
  const vehicle = vehicles.find((v) => v.plate_number === soonest.plate_number);
  return { ...soonest, vehicle: vehicle ? `${vehicle.model_brand} ${vehicle.model_name}`.trim() : '' };
});
