import type { FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const PASSWORD_MIN_LENGTH = 8;

/** Spaces are allowed in a password but do not count as its special character. */
export function isStrongPassword(value: FieldValue): boolean {
  if (!value || value.length < PASSWORD_MIN_LENGTH) return false;
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z\d\s]/.test(value);
}

/** Login: passwords are never trimmed, so a typed space is a character like any other. */
export function validateLoginPassword(value: FieldValue): RuleError | undefined {
  if (!value) return ruleError('loginPasswordRequired');
  return isStrongPassword(value) ? undefined : ruleError('loginPasswordInvalid');
}

/** register and reset require a new password; on the profile it is optional (blank keeps the old one). */
export type NewPasswordContext = 'register' | 'reset' | 'profile';

export function validateNewPassword(value: FieldValue, context: NewPasswordContext): RuleError | undefined {
  if (!value && context === 'profile') return undefined;
  return isStrongPassword(value) ? undefined : ruleError('passwordStrength');
}

export function validatePasswordConfirmation(
  value: FieldValue,
  password: FieldValue,
  context: NewPasswordContext,
): RuleError | undefined {
  if (!value) {
    if (context === 'profile' && !password) return undefined;
    return ruleError('passwordConfirmRequired');
  }
  return value === password ? undefined : ruleError('passwordMismatch');
}

/** Profile edit: the current password is asked for only once a new one is typed. */
export function validateOldPassword(value: FieldValue, newPassword: FieldValue): RuleError | undefined {
  return newPassword && !value ? ruleError('oldPasswordRequired') : undefined;
}
