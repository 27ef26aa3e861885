import type { FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const TAC_LENGTH = 6;

export function validateTac(value: FieldValue): RuleError | undefined {
  return /^\d{6}$/.test(value ?? '') ? undefined : ruleError('tacInvalid');
}
