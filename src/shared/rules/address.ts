import { isBlank, validateRequiredText, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const ADDRESS_MIN_LENGTH = 8;
/** The spec gives no upper bound; this keeps a stored address to a sane size. */
export const ADDRESS_MAX_LENGTH = 255;
export const STATE_MIN_LENGTH = 4;
export const STATE_MAX_LENGTH = 20;
export const COUNTRY_MIN_LENGTH = 8;
export const COUNTRY_MAX_LENGTH = 20;
export const POSTAL_CODE_MAX_LENGTH = 5;

export function validateAddress(value: FieldValue): RuleError | undefined {
  return validateRequiredText(value, 'fieldAddress', { min: ADDRESS_MIN_LENGTH, max: ADDRESS_MAX_LENGTH });
}

export function validateState(value: FieldValue): RuleError | undefined {
  return validateRequiredText(value, 'fieldState', { min: STATE_MIN_LENGTH, max: STATE_MAX_LENGTH });
}

export function validateCountry(value: FieldValue): RuleError | undefined {
  return validateRequiredText(value, 'fieldCountry', { min: COUNTRY_MIN_LENGTH, max: COUNTRY_MAX_LENGTH });
}

export function validatePostalCode(value: FieldValue): RuleError | undefined {
  const field = 'fieldPostalCode';
  if (isBlank(value)) return ruleError('required', { field });
  const code = value!.trim();
  if (!/^\d+$/.test(code)) return ruleError('digitsOnly', { field });
  if (code.length > POSTAL_CODE_MAX_LENGTH) return ruleError('maxLength', { field, max: POSTAL_CODE_MAX_LENGTH });
  return undefined;
}
