import { careline } from '../../../../shared/contract/content';
import {
  MAX_BOTTLES_PER_DAY,
  MAX_VEHICLES,
  MIN_DAYS_BETWEEN_SERVICES,
  NEXT_SERVICE_INTERVAL,
  PROGRAMME_MONTHS,
  VERIFICATION_WINDOW_DAYS,
} from '../../../../shared/loyalty/constants';

/** The numbers the texts quote, from the same constants the server enforces. */
export const programmeFacts = {
  verificationDays: VERIFICATION_WINDOW_DAYS,
  minDays: MIN_DAYS_BETWEEN_SERVICES,
  maxBottlesPerDay: MAX_BOTTLES_PER_DAY,
  programmeMonths: PROGRAMME_MONTHS,
  maxVehicles: MAX_VEHICLES,
  careline: careline.phone,
  email: careline.email,
};

/** Recommended interval of an offer, as the texts interpolate it ({{days}}, {{km}}). */
export function intervalOf(tab: 3 | 4): { days: number; km: string } {
  const { days, km } = NEXT_SERVICE_INTERVAL[tab];
  return { days, km: km.toLocaleString('en-MY') };
}
