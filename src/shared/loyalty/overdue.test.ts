import { NONE_DATE } from './constants';
import { nextServiceOverdue } from './overdue';

describe('an overdue next service', () => {
  // 2026-03-10 00:30 in Malaysia is still 2026-03-09 in UTC.
  const earlyOn10March = new Date('2026-03-09T16:30:00Z');

  it('is one whose date is before today in Malaysia', () => {
    expect(nextServiceOverdue('2026-03-09', earlyOn10March)).toBe(true);
    expect(nextServiceOverdue('2026-03-10', earlyOn10March)).toBe(false);
    expect(nextServiceOverdue('2026-04-01', earlyOn10March)).toBe(false);
  });

  it('is never one without a date', () => {
    expect(nextServiceOverdue(NONE_DATE, earlyOn10March)).toBe(false);
    expect(nextServiceOverdue('', earlyOn10March)).toBe(false);
  });
});
