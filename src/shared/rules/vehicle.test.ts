import { formatRuleError, type RuleError } from './types';
import {
  normalisePlate,
  validateBrand,
  validateModel,
  validateOtherBrand,
  validateOtherModel,
  validatePlate,
  validateVehicleYear,
  vehicleYearOptions,
} from './vehicle';

const text = (err: RuleError | undefined) => err && formatRuleError(err);
const PLATE = '*Please enter a valid car plate number';

describe('validateBrand and validateModel', () => {
  it.each([
    [undefined, '*Please select a vehicle brand'],
    ['', '*Please select a vehicle brand'],
    ['Proton', undefined],
    ['Others', undefined],
  ])('brand %j → %j', (value, expected) => {
    expect(text(validateBrand(value))).toBe(expected);
  });

  it.each([
    ['', '*Model is required'],
    ['Saga', undefined],
  ])('model %j → %j', (value, expected) => {
    expect(text(validateModel(value))).toBe(expected);
  });
});

describe('Others text', () => {
  it.each([
    ['', '*Brand is required'],
    ['AB', '*Brand must be at least 3 characters'],
    ['  AB  ', '*Brand must be at least 3 characters'],
    ['BAIC', undefined],
    ['A'.repeat(20), undefined],
    ['A'.repeat(21), '*Brand must be less than 20 characters'],
  ])('brand %j → %j', (value, expected) => {
    expect(text(validateOtherBrand(value))).toBe(expected);
  });

  it.each([
    ['', '*Model is required'],
    ['X1', '*Model must be at least 3 characters'],
    ['Kembara', undefined],
    ['A'.repeat(21), '*Model must be less than 20 characters'],
  ])('model %j → %j', (value, expected) => {
    expect(text(validateOtherModel(value))).toBe(expected);
  });
});

describe('plates', () => {
  it.each([
    ['wxy 1234', 'WXY1234'],
    [' pkb  88 ', 'PKB88'],
    ['VA\t1', 'VA1'],
    [undefined, ''],
  ])('normalisePlate(%j) → %j', (input, plate) => {
    expect(normalisePlate(input)).toBe(plate);
  });

  it.each([
    [undefined, PLATE],
    ['', PLATE],
    ['   ', PLATE],
    ['W', PLATE],
    ['W1', undefined],
    ['wxy 1234', undefined],
    ['A'.repeat(20), undefined],
    ['A'.repeat(10) + ' ' + 'B'.repeat(10), undefined],
    ['A'.repeat(21), PLATE],
    ['WXY-1234', PLATE],
    ['WXY.1234', PLATE],
  ])('validatePlate(%j) → %j', (value, expected) => {
    expect(text(validatePlate(value))).toBe(expected);
  });
});

describe('year of manufacture', () => {
  const today = '2025-06-15';

  it('offers this year back to 1951, newest first', () => {
    const years = vehicleYearOptions(today);
    expect(years[0]).toBe(2025);
    expect(years[years.length - 1]).toBe(1951);
    expect(years).toHaveLength(75);
  });

  it.each<[string | number | undefined, string | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['2025', undefined],
    [2025, undefined],
    ['1951', undefined],
    ['1950', '*Please select a valid year of manufacture'],
    ['2026', '*Please select a valid year of manufacture'],
    ['20a5', '*Please select a valid year of manufacture'],
  ])('%j → %j', (value, expected) => {
    expect(text(validateVehicleYear(value, today))).toBe(expected);
  });
});
