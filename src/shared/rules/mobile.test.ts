import { normaliseMobile, splitFullMobile, truncateMobileInput, validateFullMobile, validateMobile, type MobileContext } from './mobile';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);

const REQUIRED = 'Mobile No. is required.';
const INVALID = 'Please provide a valid information';
const REGISTER = 'Please provide a valid mobile number';

describe('validateMobile', () => {
  it.each<[string | undefined, MobileContext, string | undefined]>([
    [undefined, 'login', REQUIRED],
    ['', 'login', REQUIRED],
    ['', 'reset', REQUIRED],
    ['', 'register', REGISTER],
    ['123456', 'login', INVALID],
    ['123456', 'reset', INVALID],
    ['123456', 'register', REGISTER],
    ['12345a7', 'login', INVALID],
    ['+60123456', 'login', INVALID],
    ['123 4567', 'register', REGISTER],
    ['1234567', 'login', undefined],
    ['1234567890123', 'register', undefined],
    ['12345678901234', 'login', INVALID],
    ['12345678901234', 'register', REGISTER],
    ['0123456789', 'login', undefined],
  ])('%j at %s → %j', (value, context, expected) => {
    expect(text(validateMobile(value, context))).toBe(expected);
  });

  it.each<[string, string, string | undefined]>([
    ['0123456', '60', INVALID],
    ['01234567', '60', undefined],
    ['0123456', '65', undefined],
    ['01234567890123', '60', undefined],
  ])('%j after +%s is checked as it will be sent → %j', (value, dial, expected) => {
    expect(text(validateMobile(value, 'login', dial))).toBe(expected);
  });
});

describe('normaliseMobile', () => {
  it.each([
    ['60', '0123456789', '60123456789'],
    ['60', '123456789', '60123456789'],
    ['60', '012-345 6789', '60123456789'],
    ['65', '0123456', '650123456'],
    ['673', '7123456', '6737123456'],
    ['66', '812345678', '66812345678'],
  ])('+%s %j → %j', (dial, national, full) => {
    expect(normaliseMobile(dial, national)).toBe(full);
  });
});

describe('truncateMobileInput', () => {
  it.each([
    ['0123456789012345', '0123456789012'],
    ['0123456789012', '0123456789012'],
    ['+60 12-345', '6012345'],
    ['', ''],
    [undefined, ''],
  ])('%j → %j', (input, kept) => {
    expect(truncateMobileInput(input)).toBe(kept);
  });
});

describe('validateFullMobile', () => {
  it.each<[string | undefined, MobileContext | undefined, string | undefined]>([
    ['60123456789', undefined, undefined],
    ['601234567', undefined, undefined],
    ['60123456', undefined, INVALID],
    ['600123456789', undefined, INVALID],
    ['651234567890123', undefined, undefined],
    ['6512345678901234', undefined, INVALID],
    ['6737123456', undefined, undefined],
    ['66812345678', undefined, undefined],
    ['447123456789', undefined, INVALID],
    ['+60123456789', undefined, INVALID],
    ['', undefined, REQUIRED],
    ['', 'register', REGISTER],
    ['447123456789', 'register', REGISTER],
  ])('%j (%s) → %j', (value, context, expected) => {
    expect(text(validateFullMobile(value, context))).toBe(expected);
  });
});

describe('splitFullMobile', () => {
  it.each([
    ['60123456789', { dial: '60', national: '123456789' }],
    ['6737123456', { dial: '673', national: '7123456' }],
    ['6598765432', { dial: '65', national: '98765432' }],
    ['6712345678', undefined],
    [undefined, undefined],
  ])('%j → %j', (digits, parts) => {
    expect(splitFullMobile(digits)).toEqual(parts);
  });
});
