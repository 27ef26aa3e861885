import type { FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const MILEAGE_MAX_DIGITS = 7;

export function validateMileage(value: FieldValue | number): RuleError | undefined {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return /^\d{1,7}$/.test(text) ? undefined : ruleError('mileageInvalid');
}
