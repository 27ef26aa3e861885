import { validateCaptcha, validateTerms, type CheckboxValue } from './terms';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);
const TERMS = 'Please agree to the Terms & Conditions to proceed.';

describe('terms and captcha', () => {
  it.each<[CheckboxValue, string | undefined]>([
    [undefined, TERMS],
    [false, TERMS],
    ['false', TERMS],
    ['', TERMS],
    [true, undefined],
    ['true', undefined],
    ['on', undefined],
    ['1', undefined],
  ])('terms %j → %j', (value, expected) => {
    expect(text(validateTerms(value))).toBe(expected);
  });

  it.each([
    [undefined, 'Validation error'],
    ['', 'Validation error'],
    ['eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=', undefined],
  ])('captcha %j → %j', (value, expected) => {
    expect(text(validateCaptcha(value))).toBe(expected);
  });
});
