import { stripDisallowedNameChars, validateCampaignName, validateFullname, type FullnameMode } from './name';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);

const NRIC = '*Please provide your full name as per NRIC';
const NRIC_OR_PASSPORT = '*Please provide your full name as per NRIC or Passport';

describe('validateFullname', () => {
  it.each<[string | undefined, FullnameMode, string | undefined]>([
    [undefined, 'register', NRIC],
    ['', 'profile', NRIC],
    ['     ', 'register', NRIC],
    ['Ali', 'register', NRIC],
    ['Ali B', 'register', undefined],
    ['  Ali  ', 'register', NRIC],
    ['Ali', 'profile', undefined],
    ['Siti Nurhaliza binti Tarudin', 'register', undefined],
    ['Tan Ah-Kow, Jr', 'profile', undefined],
    ['Muthu a/l Rajan', 'register', undefined],
    ['A'.repeat(60), 'register', undefined],
    ['A'.repeat(61), 'profile', NRIC],
    ['John 3rd', 'profile', NRIC],
    ["O'Neil Smith", 'register', NRIC],
    ['Ahmad @ Abu', 'profile', NRIC],
  ])('%j at %s → %j', (value, mode, expected) => {
    expect(text(validateFullname(value, mode))).toBe(expected);
  });
});

describe('validateCampaignName', () => {
  it.each([
    [undefined, NRIC_OR_PASSPORT],
    ['', NRIC_OR_PASSPORT],
    ['   ', NRIC_OR_PASSPORT],
    ['Ahmad bin Ali @ Abu', undefined],
    ["Nur'ain Hassan", undefined],
    ['Nur\u2019ain Hassan', undefined],
    ['Muthu A/L Rajan', undefined],
    ['Li', undefined],
    ['Tan Ah-Kow', NRIC_OR_PASSPORT],
    ['Tan, Ah Kow', NRIC_OR_PASSPORT],
    ['John 3', NRIC_OR_PASSPORT],
    ['A'.repeat(60), undefined],
    ['A'.repeat(61), NRIC_OR_PASSPORT],
  ])('%j → %j', (value, expected) => {
    expect(text(validateCampaignName(value))).toBe(expected);
  });
});

describe('stripDisallowedNameChars', () => {
  it.each([
    ['Tan-Ah Kow3!', 'TanAh Kow'],
    ["Nur'ain @ A/L", "Nur'ain @ A/L"],
    ['Nur\u2019ain', 'Nur\u2019ain'],
    ['Ali.', 'Ali'],
    [undefined, ''],
  ])('%j → %j', (input, kept) => {
    expect(stripDisallowedNameChars(input)).toBe(kept);
  });
});
