import { formatMemberDay } from '../../../shared/loyalty/days';

/**
 * Spec section 9: dates read DD/MM/YYYY. A calendar day ('2026-03-01') is shown as is; an instant
 * ('2026-03-01T02:00:00Z') as its day in Malaysia. Empty or '0001-01-01' means none: '-'.
 */
export const formatDay = formatMemberDay;

/**
 * Mileage as the member reads it: '12,000 km', grouped as en-MY writes numbers (up to three decimals,
 * as toLocaleString would). Grouped by hand: a page's first toLocaleString loads the locale's number
 * data, and on the dashboard's first render that was about 110 ms of a simulated phone's CPU.
 */
export function formatKm(km: number | null | undefined, none = '-'): string {
  if (!km) return none;
  const [whole, decimals] = String(Math.round(Math.abs(km) * 1000) / 1000).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${km < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''} km`;
}
