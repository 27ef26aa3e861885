import { isBlank, type FieldValue } from './text';
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
