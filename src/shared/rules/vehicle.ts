import { toCalendarDate } from './dates';
import { isBlank, validateRequiredText, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const OTHER_TEXT_MIN_LENGTH = 3;
export const OTHER_TEXT_MAX_LENGTH = 20;
export const PLATE_MIN_LENGTH = 2;
export const PLATE_MAX_LENGTH = 20;
export const EARLIEST_VEHICLE_YEAR = 1951;
export const VEHICLE_YEAR_DIGITS = 4;

/** Plates are kept upper-case without spaces: 'wxy 1234' is stored as 'WXY1234'. */
export function normalisePlate(input: FieldValue): string {
  return (input ?? '').replace(/\s+/g, '').toUpperCase();
}

export function validateBrand(value: FieldValue): RuleError | undefined {
  return isBlank(value) ? ruleError('brandRequired') : undefined;
}

/** The free brand text shown when the member picks Others. */
export function validateOtherBrand(value: FieldValue): RuleError | undefined {
  return validateRequiredText(value, 'fieldBrand', { min: OTHER_TEXT_MIN_LENGTH, max: OTHER_TEXT_MAX_LENGTH });
}

/** The model select. */
export function validateModel(value: FieldValue): RuleError | undefined {
  return isBlank(value) ? ruleError('required', { field: 'fieldModel' }) : undefined;
}

/** The free model text shown for the Others brand or the Others model. */
export function validateOtherModel(value: FieldValue): RuleError | undefined {
  return validateRequiredText(value, 'fieldModel', { min: OTHER_TEXT_MIN_LENGTH, max: OTHER_TEXT_MAX_LENGTH });
}

/** Checked as it will be stored, so lower case and spaces typed before normalising still pass. */
export function validatePlate(value: FieldValue): RuleError | undefined {
  const plate = normalisePlate(value);
  const pattern = new RegExp(`^[A-Z0-9]{${PLATE_MIN_LENGTH},${PLATE_MAX_LENGTH}}$`);
  return pattern.test(plate) ? undefined : ruleError('plateInvalid');
}

/** Years offered for manufacture, newest first: this year down to 1951. */
export function vehicleYearOptions(today: Date | string): number[] {
  const { year } = toCalendarDate(today);
  const years: number[] = [];
  for (let y = year; y >= EARLIEST_VEHICLE_YEAR; y -= 1) years.push(y);
  return years;
}

/** Optional; when given it must be one of the offered years. */
export function validateVehicleYear(value: FieldValue | number, today: Date | string): RuleError | undefined {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const text = String(value).trim();
  if (!new RegExp(`^\\d{${VEHICLE_YEAR_DIGITS}}$`).test(text) || !vehicleYearOptions(today).includes(Number(text))) return ruleError('yearInvalid');
  return undefined;
}
