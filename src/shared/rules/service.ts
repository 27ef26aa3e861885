import { oilByCode } from '../catalogue/oils';
import type { FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const BOTTLE_QUANTITIES = [1, 2] as const;

/** Step 2: an oil of the catalogue must be chosen. */
export function validateOilChoice(value: FieldValue): RuleError | undefined {
  return value && oilByCode(value) ? undefined : ruleError('productRequired');
}

/** Step 2: 1 or 2 bottles. */
export function validateQuantity(value: FieldValue | number): RuleError | undefined {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text === '1' || text === '2' ? undefined : ruleError('quantityRequired');
}
