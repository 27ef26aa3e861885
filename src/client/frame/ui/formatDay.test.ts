import { formatKm } from './formatDay';

describe('formatKm', () => {
  it.each([
    [12000, '12,000 km'],
    [999, '999 km'],
    [1000, '1,000 km'],
    [1234567, '1,234,567 km'],
    [15000.5, '15,000.5 km'],
    [1234.56789, '1,234.568 km'],
  ])('writes %p as en-MY does: %s', (km, text) => {
    expect(formatKm(km)).toBe(text);
    expect(formatKm(km)).toBe(`${km.toLocaleString('en-MY')} km`);
  });

  it('shows none for a missing or zero mileage', () => {
    expect(formatKm(null)).toBe('-');
    expect(formatKm(undefined, '')).toBe('');
    expect(formatKm(0)).toBe('-');
  });
});
