import { ServiceStatus, type NextService, type Vehicle } from '../contract/loyalty';
import { NEXT_SERVICE_INTERVAL, NONE_DATE, type CycleSize } from './constants';
import { latestService } from './cycle';
import { addDays, malaysiaDay } from './days';
import type { CycleService } from './types';

export interface NextServiceDue {
  next_mileage: number;
  next_service_date: string;
}

export const NO_NEXT_SERVICE: NextServiceDue = { next_mileage: 0, next_service_date: NONE_DATE };

/** The recommendation after one service: +7,000 km / +90 days for size 3, +5,000 km / +45 days for size 4. */
export function nextServiceAfter(
  service: Pick<CycleService, 'current_mileage' | 'created_date'>,
  cycleSize: CycleSize,
): NextServiceDue {
  const interval = NEXT_SERVICE_INTERVAL[cycleSize];
  return {
    next_mileage: service.current_mileage + interval.km,
    next_service_date: addDays(malaysiaDay(service.created_date), interval.days),
  };
}

/** The latest verified service among `services`, by submission instant. */
export function lastVerifiedService<T extends CycleService>(services: readonly T[]): T | undefined {
  return latestService(services.filter((s) => s.status === ServiceStatus.Verified));
}

/**
 * A vehicle's next service, from its last verified service in any cycle (each service paired
 * with its cycle's size); none without one.
 */
export function vehicleNextService(services: readonly (CycleService & { cycleSize: CycleSize })[]): NextServiceDue {
  const last = lastVerifiedService(services);
  return last ? nextServiceAfter(last, last.cycleSize) : NO_NEXT_SERVICE;
}

/** The home page line: the vehicle due soonest by date; null when no vehicle has one. */
export function soonestNextService(
  vehicles: readonly Pick<Vehicle, 'plate_number' | 'next_mileage' | 'next_service_date'>[],
): NextService | null {
  const due = vehicles.filter((v) => v.next_service_date && v.next_service_date !== NONE_DATE);
  if (due.length === 0) return null;
  const soonest = due.reduce((a, b) => (b.next_service_date < a.next_service_date ? b : a));
  return {
    plate_number: soonest.plate_number,
    next_mileage: soonest.next_mileage,
    next_service_date: soonest.next_service_date,
  };
}
