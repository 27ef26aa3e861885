/** Calendar dates as 'YYYY-MM-DD' strings, checked without any date library. */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar day as the API and storage carry it: 'YYYY-MM-DD', its year, month and day captured. */
export const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The characters of 'YYYY-MM-DD', what a date field takes. */
export const ISO_DAY_LENGTH = 10;

/** Parses a strict 'YYYY-MM-DD' that names a real day, or answers undefined. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = ISO_DAY_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A day as the member reads it (spec section 9): 'YYYY-MM-DD' becomes 'DD/MM/YYYY'. */
export function displayDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Malaysia's offset from UTC, all year (no daylight saving). */
export const MALAYSIA_UTC_OFFSET_MINUTES = 8 * 60;
const MALAYSIA_OFFSET_MS = MALAYSIA_UTC_OFFSET_MINUTES * 60 * 1000;

/**
 * The calendar day of an instant in Malaysia (UTC+8, no daylight saving), so the browser and the
 * server agree on "today" whatever their own time zones.
 */
export function malaysiaDateOf(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + MALAYSIA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Today as a calendar date: a Date is read in Malaysia time, a string must be 'YYYY-MM-DD'. */
export function toCalendarDate(today: Date | string): CalendarDate {
  if (typeof today !== 'string') return malaysiaDateOf(today);
  const parsed = parseIsoDate(today);
  if (!parsed) throw new RangeError(`Not a calendar date: ${today}`);
  return parsed;
}
