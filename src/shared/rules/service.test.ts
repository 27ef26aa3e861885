import { groupedTransactionCode, TRANSACTION_CODE_ALPHABET, transactionCodeFrom, transactionCodeKey, validateOilChoice, validateQuantity } from './service';
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

describe('Service IDs as typed', () => {
  it('take any case, spaces and dashes, and keep look-alikes as typed', () => {
    expect(transactionCodeFrom(' o8t-o4b tzrw ')).toBe('O8TO4BTZRW');
    expect(transactionCodeFrom('08T04BTZRW')).toBe('08T04BTZRW');
  });

  it('are refused when they cannot be a code', () => {
    for (const typed of [undefined, '', '08T04BTZR', '08T04BTZRW1', '08T04BTZR!']) expect(transactionCodeFrom(typed)).toBeNull();
  });

  it('read O as zero and I or L as one for a lookup', () => {
    expect(transactionCodeKey('O8TO4BTZRW')).toBe(transactionCodeKey('08T04BTZRW'));
    expect(transactionCodeKey('AI1LXYZ234')).toBe('A111XYZ234');
  });

  it('are shown in groups of 3, 3 and 4 for reading aloud', () => {
    expect(groupedTransactionCode('08T04BTZRW')).toBe('08T 04B TZRW');
  });

  it('are issued from an alphabet with no I, L, O or U', () => {
    expect(TRANSACTION_CODE_ALPHABET).toHaveLength(32);
    expect(TRANSACTION_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });
});
