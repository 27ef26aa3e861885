import type { Service, Vehicle } from '../../../shared/contract/loyalty';
import { MAX_VEHICLES } from '../../../shared/loyalty/constants';

/**
 * Spec section 3, normalised: the vehicle's current services live in the services slice and the
 * vehicle keeps their guids in the server's order (newest first).
 */
export interface VehicleEntity extends Omit<Vehicle, 'services'> {
  service_guids: string[];
}

/** GET /api/loyalty normalised: vehicles refer to their current services by guid. */
export interface LoyaltyLoaded {
  vehicles: VehicleEntity[];
  services: Service[];
  maxVehicles: number;
}

/**
 * GET /api/loyalty as the entity slices keep it. A stored state from before normalising holds the
 * same nested lists, so rehydrating it goes through here too.
 */
export function normaliseLoyalty(result: { vehicles: Vehicle[]; max_vehicles?: number } | null): LoyaltyLoaded {
  const vehicles = result?.vehicles ?? [];
  return {
    vehicles: vehicles.map(({ services, ...vehicle }) => ({ ...vehicle, service_guids: (services ?? []).map((service) => service.guid) })),
    services: vehicles.flatMap((vehicle) => vehicle.services ?? []),
    maxVehicles: result?.max_vehicles ?? MAX_VEHICLES,
  };
}
