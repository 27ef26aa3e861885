import { isBlank, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const WORKSHOP_ID_PATTERN = /^[A-Za-z0-9]{4,10}$/;

/** Step 1 and the ceased-workshop popup (new workshop ID) share this rule. */
export function validateWorkshopId(value: FieldValue): RuleError | undefined {
  if (isBlank(value)) return ruleError('required', { field: 'fieldWorkshopId' });
  return WORKSHOP_ID_PATTERN.test(value!.trim()) ? undefined : ruleError('workshopIdInvalid');
}
