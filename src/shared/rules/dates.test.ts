import { compareDates, daysInMonth, isLeapYear, malaysiaDateOf, parseIsoDate, toCalendarDate } from './dates';

describe('calendar dates', () => {
  it.each([
    [1900, false],
    [2000, true],
    [2023, false],
    [2024, true],
  ])('isLeapYear(%i) is %j', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    [2023, 2, 28],
    [2024, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('daysInMonth(%i, %i) is %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', undefined],
    ['2024-06-31', undefined],
    ['2024-00-10', undefined],
    ['2024-1-05', undefined],
    ['2024-01-05T00:00', undefined],
  ])('parseIsoDate(%j)', (text, parsed) => {
    expect(parseIsoDate(text)).toEqual(parsed);
  });

  it.each([
    ['2025-06-14T15:59:59Z', '2025-06-14'],
    ['2025-06-14T16:00:00Z', '2025-06-15'],
  ])('the instant %s is %s in Malaysia', (instant, day) => {
    expect(malaysiaDateOf(new Date(instant))).toEqual(parseIsoDate(day));
  });

  it('refuses a today that is not a calendar date', () => {
    expect(() => toCalendarDate('2025-02-30')).toThrow(RangeError);
  });

  it('orders dates by year, month, then day', () => {
    const a = parseIsoDate('2024-12-31')!;
    const b = parseIsoDate('2025-01-01')!;
    expect(compareDates(a, b)).toBeLessThan(0);
    expect(compareDates(b, a)).toBeGreaterThan(0);
    expect(compareDates(a, { ...a })).toBe(0);
  });
});
