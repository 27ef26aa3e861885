import {
  sanitiseEwalletInput,
  validateCampaignAnswer,
  validateCampaignTerms,
  validateEwallet,
} from './campaign';
import type { CheckboxValue } from './terms';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);
const EWALLET = '*Please enter the mobile number linked to your e-wallet account';

describe('festive campaign form', () => {
  it.each([
    [undefined, EWALLET],
    ['', EWALLET],
    ['123456', EWALLET],
    ['1234567', undefined],
    ['1234567890123', undefined],
    ['12345678901234', EWALLET],
    ['12345a7', EWALLET],
  ])('e-wallet number %j → %j', (value, expected) => {
    expect(text(validateEwallet(value))).toBe(expected);
  });

  it.each([
    ['0123456789012', '12345678901'],
    ['00123', '123'],
    ['12-34 56', '123456'],
    ['0', ''],
    ['abc', ''],
    [undefined, ''],
  ])('typing %j keeps %j', (input, kept) => {
    expect(sanitiseEwalletInput(input)).toBe(kept);
  });

  it.each([
    [undefined, '*Please answer this question to proceed.'],
    ['', '*Please answer this question to proceed.'],
    ['Shell', '*Please answer this question to proceed.'],
    ['Quartz', undefined],
    ['Rubia', undefined],
  ])('oil answer %j → %j', (value, expected) => {
    expect(text(validateCampaignAnswer(value))).toBe(expected);
  });

  it.each<[CheckboxValue, string | undefined]>([
    [undefined, '*Please accept the Terms and Conditions.'],
    [false, '*Please accept the Terms and Conditions.'],
    [true, undefined],
    ['true', undefined],
  ])('terms %j → %j', (value, expected) => {
    expect(text(validateCampaignTerms(value))).toBe(expected);
  });
});
