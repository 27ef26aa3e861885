import type { FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const TAC_LENGTH = 6;
export const TAC_PATTERN = new RegExp(`^\\d{${TAC_LENGTH}}$`);

export function validateTac(value: FieldValue): RuleError | undefined {
  return TAC_PATTERN.test(value ?? '') ? undefined : ruleError('tacInvalid');
}
