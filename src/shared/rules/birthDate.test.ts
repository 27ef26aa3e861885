import { birthDatePickerRange, validateBirthDate, type BirthDateMode } from './birthDate';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);

const REGISTER_INVALID = 'Please provide a valid Date of Birth';
const FILL_OUT = 'Please fill out this field';
const PROFILE_INVALID = '*Invalid Date of Birth';
const TODAY = '2025-06-15';

describe('validateBirthDate', () => {
  it.each<[string | undefined, BirthDateMode, string | undefined]>([
    [undefined, 'register', FILL_OUT],
    ['', 'register', FILL_OUT],
    ['', 'profile', PROFILE_INVALID],
    ['1990-05-05', 'register', undefined],
    [' 1990-05-05 ', 'register', undefined],
    ['1990-05-05', 'profile', undefined],
    // The 18-years rule, to the day.
    ['2007-06-15', 'register', undefined],
    ['2007-06-16', 'register', REGISTER_INVALID],
    ['2007-06-16', 'profile', PROFILE_INVALID],
    ['2010-01-01', 'register', REGISTER_INVALID],
    // Earliest birth year.
    ['1930-01-01', 'register', undefined],
    ['1929-12-31', 'register', REGISTER_INVALID],
    ['1900-01-01', 'profile', PROFILE_INVALID],
    // Real days only.
    ['1992-02-29', 'register', undefined],
    ['1990-02-29', 'register', REGISTER_INVALID],
    ['2000-02-29', 'profile', undefined],
    ['1990-02-30', 'profile', PROFILE_INVALID],
    ['1990-04-31', 'register', REGISTER_INVALID],
    ['1990-13-01', 'register', REGISTER_INVALID],
    ['1990-00-10', 'profile', PROFILE_INVALID],
    ['1990-1-5', 'register', REGISTER_INVALID],
    ['15/06/1990', 'register', REGISTER_INVALID],
    ['2100-01-01', 'profile', PROFILE_INVALID],
  ])('%j at %s → %j', (value, mode, expected) => {
    expect(text(validateBirthDate(value, mode, TODAY))).toBe(expected);
  });

  it.each([
    ['2026-02-28', REGISTER_INVALID],
    ['2026-03-01', undefined],
  ])('someone born on 29 February 2008 registering on %s → %j', (today, expected) => {
    expect(text(validateBirthDate('2008-02-29', 'register', today))).toBe(expected);
  });

  it.each([
    ['2025-06-14T16:00:00Z', undefined],
    ['2025-06-14T15:59:59Z', REGISTER_INVALID],
  ])('reads a Date in Malaysia time: at %s someone born 2007-06-15 → %j', (instant, expected) => {
    expect(text(validateBirthDate('2007-06-15', 'register', new Date(instant)))).toBe(expected);
  });
});

describe('birthDatePickerRange', () => {
  it.each([
    ['2025-06-15', { min: '1930-01-01', max: '2007-12-31' }],
    ['2025-01-01', { min: '1930-01-01', max: '2007-12-31' }],
    [new Date('2025-12-31T16:30:00Z'), { min: '1930-01-01', max: '2008-12-31' }],
  ])('on %j → %j', (today, range) => {
    expect(birthDatePickerRange(today)).toEqual(range);
  });
});
