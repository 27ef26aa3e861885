import { validateOilChoice, validateQuantity } from './service';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);

describe('step 2 of add service', () => {
  it.each([
    [undefined, 'Please select the product to proceed.'],
    ['', 'Please select the product to proceed.'],
    ['QUARTZ9999', 'Please select the product to proceed.'],
    ['QUARTZ90005W40', undefined],
    ['QUARTZ700010W40', undefined],
  ])('oil %j → %j', (value, expected) => {
    expect(text(validateOilChoice(value))).toBe(expected);
  });

  it.each<[string | number | undefined, string | undefined]>([
    [undefined, 'Please select the quantity to proceed.'],
    ['', 'Please select the quantity to proceed.'],
    ['0', 'Please select the quantity to proceed.'],
    ['3', 'Please select the quantity to proceed.'],
    ['1', undefined],
    ['2', undefined],
    [2, undefined],
  ])('quantity %j → %j', (value, expected) => {
    expect(text(validateQuantity(value))).toBe(expected);
  });
});
