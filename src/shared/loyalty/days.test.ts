import { addDays, addMonths, daysBetween, formatMemberDay, malaysiaDay } from './days';

describe('Malaysian days', () => {
  it.each([
    ['2025-06-14T15:59:59.999Z', '2025-06-14'],
    ['2025-06-14T16:00:00.000Z', '2025-06-15'],
    ['2025-06-13T15:30:00.000Z', '2025-06-13'], // 23:30 MYT
    ['2025-06-13T16:30:00.000Z', '2025-06-14'], // 00:30 MYT
  ])('%s is %s in Malaysia', (instant, day) => {
    expect(malaysiaDay(instant)).toBe(day);
  });

  it.each([
    ['2025-05-15', '2025-06-14', 30],
    ['2025-05-14', '2025-06-14', 31],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-06-14', '2025-06-14', 0],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2025-01-01', 90, '2025-04-01'],
    ['2024-01-01', 90, '2024-03-31'],
    ['2025-12-20', 45, '2026-02-03'],
  ])('%s + %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2022-06-14', 36, '2025-06-14'],
    ['2024-02-29', 36, '2027-02-28'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2023-11-30', 3, '2024-02-29'],
  ])('%s + %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('refuses what is not an instant', () => {
    expect(() => malaysiaDay('yesterday')).toThrow(RangeError);
  });
});

describe('a day as the member reads it', () => {
  it.each([
    ['2026-03-01', '01/03/2026'],
    ['2026-02-28T16:30:00.000Z', '01/03/2026'], // 00:30 on 1 March in Malaysia
    ['2026-02-28T15:59:59Z', '28/02/2026'],
    ['0001-01-01', '-'],
    ['0001-01-01T00:00:00Z', '-'],
    ['', '-'],
    [null, '-'],
    ['yesterday', '-'],
    ['not an instant at all', '-'],
  ])('%s reads %s', (value, shown) => {
    expect(formatMemberDay(value)).toBe(shown);
  });

  it('says none in the words it is given', () => {
    expect(formatMemberDay(undefined, '')).toBe('');
  });
});
