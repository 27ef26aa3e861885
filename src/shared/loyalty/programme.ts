import { ServiceStatus, type NullableDate } from '../contract/loyalty';
import { NONE_DATE, PROGRAMME_MONTHS } from './constants';
import { addMonths, compareDays, malaysiaDay } from './days';
import type { CycleService } from './types';

export const NO_DATE: NullableDate = { Valid: false, Time: NONE_DATE };

export interface ProgrammeDates {
  /** The Malaysian day of the vehicle's first verified service. */
  start_date: NullableDate;
  /** Start + 36 months: the last day a service may be submitted. */
  expiry_date: NullableDate;
}

/** Per vehicle: pass every service of the car, all cycles. */
export function programmeDates(vehicleServices: readonly CycleService[]): ProgrammeDates {
  const verified = vehicleServices.filter((s) => s.status === ServiceStatus.Verified);
  if (verified.length === 0) return { start_date: NO_DATE, expiry_date: NO_DATE };
  const first = Math.min(...verified.map((s) => Date.parse(s.created_date)));
  const start = malaysiaDay(new Date(first));
  return {
    start_date: { Valid: true, Time: start },
    expiry_date: { Valid: true, Time: addMonths(start, PROGRAMME_MONTHS) },
  };
}

/** Expired from the day after the expiry day, in Malaysia time. */
export function isProgrammeExpired(expiry: NullableDate, now: Date): boolean {
  return expiry.Valid && compareDays(malaysiaDay(now), expiry.Time) > 0;
}
