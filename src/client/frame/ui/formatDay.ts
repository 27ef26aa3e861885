import { formatMemberDay } from '../../../shared/loyalty/days';

/**
 * Spec section 9: dates read DD/MM/YYYY. A calendar day ('2026-03-01') is shown as is; an instant
 * ('2026-03-01T02:00:00Z') as its day in Malaysia. Empty or '0001-01-01' means none: '-'.
 */
export const formatDay = formatMemberDay;

/** Mileage as the member reads it: '12,000 km'. */
export function formatKm(km: number | null | undefined, none = '-'): string {
  if (!km) return none;
  return `${km.toLocaleString('en-MY')} km`;
}
