import { compareDates, formatIsoDate, parseIsoDate, toCalendarDate, type CalendarDate } from './dates';
import { isBlank, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const MINIMUM_AGE = 18;
export const EARLIEST_BIRTH_YEAR = 1930;

/** 'register' covers the social sign-up too; 'profile' is the profile edit. */
export type BirthDateMode = 'register' | 'profile';

/** The date picker's bounds: 1 January 1930 to 31 December of (this year − 18), as 'YYYY-MM-DD'. */
export function birthDatePickerRange(today: Date | string): { min: string; max: string } {
  const { year } = toCalendarDate(today);
  return {
    min: formatIsoDate({ year: EARLIEST_BIRTH_YEAR, month: 1, day: 1 }),
    max: formatIsoDate({ year: year - MINIMUM_AGE, month: 12, day: 31 }),
  };
}

/**
 * Whether someone born on `birth` has turned 18 by `today`. Someone born on 29 February comes of
 * age on 1 March in a common year.
 */
export function isOfAge(birth: CalendarDate, today: CalendarDate): boolean {
  return compareDates({ ...birth, year: birth.year + MINIMUM_AGE }, today) <= 0;
}

/**
 * Both forms refuse members under 18 or born before 1930, not only the picker: the field can be
 * typed into and the server runs the same rule.
 */
export function validateBirthDate(value: FieldValue, mode: BirthDateMode, today: Date | string): RuleError | undefined {
  const invalid = ruleError(mode === 'register' ? 'birthDateInvalid' : 'profileBirthDateInvalid');
  if (isBlank(value)) return mode === 'register' ? ruleError('fillOut') : invalid;
  const birth = parseIsoDate(value!.trim());
  if (!birth || birth.year < 1900 || birth.year > 2099) return invalid;
  if (birth.year < EARLIEST_BIRTH_YEAR || !isOfAge(birth, toCalendarDate(today))) return invalid;
  return undefined;
}
