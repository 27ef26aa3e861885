import { isBlank, validateRequiredText, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const WORKSHOP_ID_MIN_LENGTH = 4;
export const WORKSHOP_ID_MAX_LENGTH = 10;
export const WORKSHOP_ID_PATTERN = new RegExp(`^[A-Za-z0-9]{${WORKSHOP_ID_MIN_LENGTH},${WORKSHOP_ID_MAX_LENGTH}}$`);

/** Step 1 and the ceased-workshop popup (new workshop ID) share this rule. */
export function validateWorkshopId(value: FieldValue): RuleError | undefined {
  if (isBlank(value)) return ruleError('required', { field: 'fieldWorkshopId' });
  return WORKSHOP_ID_PATTERN.test(value!.trim()) ? undefined : ruleError('workshopIdInvalid');
}

/** The most a workshop or the careline may write as the reason of a rejection, which the member reads in the inbox. */
export const REJECT_REASON_MAX_LENGTH = 500;

export const WORKSHOP_NAME_MIN_LENGTH = 3;
export const WORKSHOP_NAME_MAX_LENGTH = 100;
/** A workshop's number as stored: digits with the country code, no '+' (60391315588). */
export const WORKSHOP_NUMBER_PATTERN = /^\d{9,15}$/;

/** The name members and the counter app see. */
export function validateWorkshopName(value: FieldValue): RuleError | undefined {
  return validateRequiredText(value, 'fieldWorkshopName', { min: WORKSHOP_NAME_MIN_LENGTH, max: WORKSHOP_NAME_MAX_LENGTH });
}

/** The workshop's own number (registration refuses it to members), with its country code. */
export function validateWorkshopNumber(value: FieldValue): RuleError | undefined {
  if (isBlank(value)) return ruleError('workshopNumberInvalid');
  return WORKSHOP_NUMBER_PATTERN.test(value!.trim()) ? undefined : ruleError('workshopNumberInvalid');
}
