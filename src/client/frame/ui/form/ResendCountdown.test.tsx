import { formatCountdown } from './ResendCountdown';

it('shows minutes and seconds with two digits each', () => {
  expect(formatCountdown(180)).toBe('03:00');
  expect(formatCountdown(179)).toBe('02:59');
  expect(formatCountdown(9)).toBe('00:09');
  expect(formatCountdown(0)).toBe('00:00');
  expect(formatCountdown(-1)).toBe('00:00');
});
