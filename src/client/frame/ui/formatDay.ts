import { NONE_DATE } from '../../../shared/loyalty/constants';

/**
 * Spec section 9: dates read DD/MM/YYYY. A calendar day ('2026-03-01') is shown as is; an instant
 * ('2026-03-01T02:00:00Z') as its day in Malaysia. Empty or '0001-01-01' means none: '-'.
 */
export function formatDay(value: string | null | undefined, none = '-'): string {
  if (!value || value.startsWith(NONE_DATE)) return none;
  let day = value;
  if (value.length > 10) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return none;
    day = new Date(instant.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : none;
}

/** Mileage as the member reads it: '12,000 km'. */
export function formatKm(km: number | null | undefined, none = '-'): string {
  if (!km) return none;
  return `${km.toLocaleString('en-MY')} km`;
}
