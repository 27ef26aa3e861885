/** The programme's numbers (spec section 9, domain.md 'Service cycle engine'), in one place. */

/** Paid bottles needed before the free one: 3 for the Buy 3 Get 1 tab, 4 for the Buy 4 Get 1 tab. */
export type CycleSize = 3 | 4;
export const CYCLE_SIZES: readonly CycleSize[] = [3, 4];

/** A service is 1 or 2 bottles; a free-oil service is always 1. */
export const BOTTLES_PER_SERVICE = [1, 2] as const;
export type BottleCount = (typeof BOTTLES_PER_SERVICE)[number];
export const FREE_OIL_BOTTLES = 1;

/** At most 2 bottles per car per Malaysian calendar day, counting services not rejected. */
export const MAX_BOTTLES_PER_DAY = 2;

/** The last oil change on an earlier day must be more than this many days old. */
export const MIN_DAYS_BETWEEN_SERVICES = 30;

/** Programme validity per vehicle, counted from its first verified service. */
export const PROGRAMME_MONTHS = 36;

/** A service still pending this long after submission is rejected. */
export const VERIFICATION_WINDOW_DAYS = 5;

/** More cars need the careline. */
export const MAX_VEHICLES = 4;

/** Recommended next service after a verified one, by the cycle's size. */
export const NEXT_SERVICE_INTERVAL: Readonly<Record<CycleSize, { km: number; days: number }>> = {
  3: { km: 7000, days: 90 },
  4: { km: 5000, days: 45 },
};

/** Step 4 polls the service check this often. */
export const SERVICE_POLL_INTERVAL_MS = 3500;

/** The date that means 'none' in `next_service_date` and the `{ Valid: false }` dates. */
export const NONE_DATE = '0001-01-01';

/** Malaysia has no daylight saving: a day there runs 16:00 to 16:00 UTC. */
export const MALAYSIA_UTC_OFFSET_HOURS = 8;

export const DAY_MS = 24 * 60 * 60 * 1000;
