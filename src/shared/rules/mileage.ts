import type { FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const MILEAGE_MAX_DIGITS = 7;

export function validateMileage(value: FieldValue | number): RuleError | undefined {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return new RegExp(`^\\d{1,${MILEAGE_MAX_DIGITS}}$`).test(text) ? undefined : ruleError('mileageInvalid');
}
