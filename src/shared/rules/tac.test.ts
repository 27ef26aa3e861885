import { validateTac } from './tac';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);
const INVALID = 'Please enter the 6-digit verification code';

describe('validateTac', () => {
  it.each([
    [undefined, INVALID],
    ['', INVALID],
    ['12345', INVALID],
    ['123456', undefined],
    ['000000', undefined],
    ['1234567', INVALID],
    ['12345a', INVALID],
    [' 123456', INVALID],
  ])('%j → %j', (value, expected) => {
    expect(text(validateTac(value))).toBe(expected);
  });
});
