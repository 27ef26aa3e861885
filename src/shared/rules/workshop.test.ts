import { formatRuleError, type RuleError } from './types';
import { validateWorkshopId } from './workshop';

const text = (err: RuleError | undefined) => err && formatRuleError(err);
const INVALID = 'Please enter a valid workshop ID!';

describe('validateWorkshopId', () => {
  it.each([
    [undefined, '*Workshop ID is required'],
    ['', '*Workshop ID is required'],
    ['AB1', INVALID],
    ['AB12', undefined],
    ['8888', undefined],
    ['ws0042', undefined],
    ['ABCDE12345', undefined],
    ['ABCDE123456', INVALID],
    ['AB-12', INVALID],
    ['AB 12', INVALID],
  ])('%j → %j', (value, expected) => {
    expect(text(validateWorkshopId(value))).toBe(expected);
  });
});
