import { validateAddress, validateCountry, validatePostalCode, validateState } from './address';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);

describe('validateAddress', () => {
  it.each([
    [undefined, '*Address is required'],
    ['  ', '*Address is required'],
    ['No 1 Jl', '*Address must be at least 8 characters'],
    ['No 1 Jln', undefined],
    ['12, Jalan SS 2/24, 47300 Petaling Jaya', undefined],
    ['a'.repeat(255), undefined],
    ['a'.repeat(256), '*Address must be less than 255 characters'],
  ])('%j → %j', (value, expected) => {
    expect(text(validateAddress(value))).toBe(expected);
  });
});

describe('validateState', () => {
  it.each([
    ['', '*State is required'],
    ['Ipo', '*State must be at least 4 characters'],
    ['Johor', undefined],
    ['Wilayah Persekutuan', undefined],
    ['A'.repeat(20), undefined],
    ['A'.repeat(21), '*State must be less than 20 characters'],
  ])('%j → %j', (value, expected) => {
    expect(text(validateState(value))).toBe(expected);
  });
});

describe('validateCountry', () => {
  it.each([
    [null, '*Country is required'],
    ['Brunei', '*Country must be at least 8 characters'],
    ['Malaysia', undefined],
    ['Brunei Darussalam', undefined],
    ['A'.repeat(21), '*Country must be less than 20 characters'],
  ])('%j → %j', (value, expected) => {
    expect(text(validateCountry(value))).toBe(expected);
  });
});

describe('validatePostalCode', () => {
  it.each([
    ['', '*Postal code is required'],
    ['5010a', '*Postal code must contain numbers only'],
    ['50 100', '*Postal code must contain numbers only'],
    ['501000', '*Postal code must be less than 5 characters'],
    ['50100', undefined],
    ['01000', undefined],
    ['501', undefined],
  ])('%j → %j', (value, expected) => {
    expect(text(validatePostalCode(value))).toBe(expected);
  });
});
