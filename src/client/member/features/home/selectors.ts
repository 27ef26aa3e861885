import { createSelector } from '@reduxjs/toolkit';
import { NONE_DATE } from '../../../../shared/loyalty/constants';
import { selectAllVehicles } from '../../../entities/vehicles/slice';

export interface HomeNextService {
  plate_number: string;
  vehicle: string;
  next_mileage: number;
  next_service_date: string;
}

/**
 * The member's next service as the dashboard's banner picks it (the vehicle due soonest by date),
 * read straight from the stored vehicles: selectNextServiceBanner (entities/vehicles/selectors) pulls in
 * the cycle rules and the catalogue, which the home page's first download cannot afford.
 */
export const selectHomeNextService = createSelector([selectAllVehicles], (vehicles): HomeNextService | null => {
  const due = vehicles.filter((v) => v.next_service_date && v.next_service_date !== NONE_DATE);
  if (due.length === 0) return null;
  const soonest = due.reduce((a, b) => (b.next_service_date < a.next_service_date ? b : a));
  return {
    plate_number: soonest.plate_number,
    vehicle: `${soonest.model_brand} ${soonest.model_name}`.trim(),
    next_mileage: soonest.next_mileage,
    next_service_date: soonest.next_service_date,
  };
});
