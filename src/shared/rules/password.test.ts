import {
  validateLoginPassword,
  validateNewPassword,
  validateOldPassword,
  validatePasswordConfirmation,
  type NewPasswordContext,
} from './password';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);

const STRENGTH =
  'Please ensure your password includes min. 8 characters (min. 1 uppercase character, 1 lowercase character, 1 number and 1 special character).';
const MISMATCH = "Password doesn't match. Please enter password again";
const CONFIRM_REQUIRED = 'Password confirmation is required';

describe('validateLoginPassword', () => {
  it.each([
    [undefined, 'Please insert your password'],
    ['', 'Please insert your password'],
    ['Pa0!abc', 'The information is invalid, please try again'],
    ['password1!', 'The information is invalid, please try again'],
    ['PASSWORD1!', 'The information is invalid, please try again'],
    ['Password!!', 'The information is invalid, please try again'],
    ['Password12', 'The information is invalid, please try again'],
    ['Pass word1', 'The information is invalid, please try again'],
    ['Pa0!abcd', undefined],
    ['Passw0rd!', undefined],
    ['Pass word1_', undefined],
  ])('%j → %j', (value, expected) => {
    expect(text(validateLoginPassword(value))).toBe(expected);
  });
});

describe('validateNewPassword', () => {
  it.each<[string | undefined, NewPasswordContext, string | undefined]>([
    ['', 'register', STRENGTH],
    [undefined, 'reset', STRENGTH],
    ['Passw0rd', 'reset', STRENGTH],
    ['passw0rd!', 'register', STRENGTH],
    ['Passw0rd!', 'register', undefined],
    ['Passw0rd!', 'reset', undefined],
    ['', 'profile', undefined],
    ['weak', 'profile', STRENGTH],
    ['Passw0rd!', 'profile', undefined],
  ])('%j at %s → %j', (value, context, expected) => {
    expect(text(validateNewPassword(value, context))).toBe(expected);
  });
});

describe('validatePasswordConfirmation', () => {
  it.each<[string | undefined, string | undefined, NewPasswordContext, string | undefined]>([
    ['', 'Passw0rd!', 'register', CONFIRM_REQUIRED],
    ['', '', 'register', CONFIRM_REQUIRED],
    [undefined, 'Passw0rd!', 'reset', CONFIRM_REQUIRED],
    ['Passw0rd?', 'Passw0rd!', 'register', MISMATCH],
    ['passw0rd!', 'Passw0rd!', 'reset', MISMATCH],
    ['Passw0rd!', 'Passw0rd!', 'register', undefined],
    ['', '', 'profile', undefined],
    [undefined, undefined, 'profile', undefined],
    ['', 'Passw0rd!', 'profile', CONFIRM_REQUIRED],
    ['Passw0rd!', '', 'profile', MISMATCH],
  ])('%j against %j at %s → %j', (value, password, context, expected) => {
    expect(text(validatePasswordConfirmation(value, password, context))).toBe(expected);
  });
});

describe('validateOldPassword', () => {
  it.each([
    ['', 'Passw0rd!', 'Current password is required'],
    [undefined, 'x', 'Current password is required'],
    ['', '', undefined],
    [undefined, undefined, undefined],
    ['Old1pass!', 'Passw0rd!', undefined],
  ])('%j with new %j → %j', (value, newPassword, expected) => {
    expect(text(validateOldPassword(value, newPassword))).toBe(expected);
  });
});
