import { isBlank, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Checked without surrounding spaces (autocomplete adds one); the server stores it trimmed. */
export function validateEmail(value: FieldValue): RuleError | undefined {
  if (isBlank(value)) return ruleError('emailInvalid');
  const email = value!.trim();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return ruleError('emailInvalid');
  return undefined;
}
