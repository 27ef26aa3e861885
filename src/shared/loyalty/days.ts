import { displayDay, formatIsoDate, malaysiaDateOf, parseIsoDate, daysInMonth, ISO_DAY_LENGTH, ISO_DAY_PATTERN, type CalendarDate } from '../rules/dates';
import { DAY_MS, NONE_DATE } from './constants';

/** The Malaysian calendar day ('YYYY-MM-DD') of an instant given as a Date or an ISO string. */
export function malaysiaDay(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return formatIsoDate(malaysiaDateOf(date));
}

/**
 * A calendar day ('2026-03-01') or an instant ('2026-03-01T02:00:00Z', read as its day in Malaysia)
 * as the member reads it; empty, '0001-01-01' or unreadable is `none`.
 */
export function formatMemberDay(value: string | null | undefined, none = '-'): string {
  if (!value || value.startsWith(NONE_DATE)) return none;
  let day = value;
  if (value.length > ISO_DAY_LENGTH) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return none;
    day = malaysiaDay(instant);
  }
  return ISO_DAY_PATTERN.test(day) ? displayDay(day) : none;
}

function calendar(day: string): CalendarDate {
  const parsed = parseIsoDate(day);
  if (!parsed) throw new RangeError(`Not a calendar date: ${day}`);
  return parsed;
}

/** Whole days from `from` to `to`, both 'YYYY-MM-DD' (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const a = calendar(from);
  const b = calendar(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  const { year, month, day: d } = calendar(day);
  const shifted = new Date(Date.UTC(year, month - 1, d) + days * DAY_MS);
  return formatIsoDate({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

/** Calendar months later; a day the target month lacks becomes its last day (29 Feb + 12 months = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const { year, month, day: d } = calendar(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = daysInMonth(targetYear, targetMonth);
  return formatIsoDate({ year: targetYear, month: targetMonth, day: Math.min(d, lastDay) });
}

/** 'YYYY-MM-DD' strings order as the days do. */
export function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
