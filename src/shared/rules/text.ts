import { ruleError, type RuleError, type RuleMessageKey } from './types';

/** Field values as forms and request bodies hand them over. */
export type FieldValue = string | undefined | null;

export function isBlank(value: FieldValue): boolean {
  return value === undefined || value === null || value.trim() === '';
}

/** Keeps only the digits of what was typed or pasted. */
export function digitsOnly(input: FieldValue): string {
  return (input ?? '').replace(/\D/g, '');
}

/**
 * Required text of a bounded length, with the generic messages naming the field.
 * Surrounding spaces do not count towards the length.
 */
export function validateRequiredText(
  value: FieldValue,
  field: RuleMessageKey,
  limits: { min?: number; max?: number },
): RuleError | undefined {
  if (isBlank(value)) return ruleError('required', { field });
  const length = value!.trim().length;
  if (limits.min !== undefined && length < limits.min) return ruleError('minLength', { field, min: limits.min });
  if (limits.max !== undefined && length > limits.max) return ruleError('maxLength', { field, max: limits.max });
  return undefined;
}
