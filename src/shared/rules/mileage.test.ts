import { validateMileage } from './mileage';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);
const INVALID = '*Please enter a valid mileage';

describe('validateMileage', () => {
  it.each<[string | number | undefined, string | undefined]>([
    [undefined, INVALID],
    ['', INVALID],
    ['0', undefined],
    ['45000', undefined],
    [45000, undefined],
    ['1234567', undefined],
    ['12345678', INVALID],
    ['12,345', INVALID],
    ['12.5', INVALID],
    ['-5', INVALID],
    ['1e5', INVALID],
  ])('%j → %j', (value, expected) => {
    expect(text(validateMileage(value))).toBe(expected);
  });
});
