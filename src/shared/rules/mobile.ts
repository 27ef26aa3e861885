import { digitsOnly, isBlank, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export type CountryIso = 'MY' | 'SG' | 'BN' | 'TH';

export interface CountryCode {
  country: CountryIso;
  dial: string;
}

/** The original coded BN and TH as 65; domain.md fixes them to their real codes. */
export const countryCodes: readonly CountryCode[] = [
  { country: 'MY', dial: '60' },
  { country: 'SG', dial: '65' },
  { country: 'BN', dial: '673' },
  { country: 'TH', dial: '66' },
];

export const MOBILE_MIN_DIGITS = 7;
export const MOBILE_MAX_DIGITS = 13;

/** Digits a stored number may be looked up by: a national number alone up to one with the longest country code. */
export const MOBILE_LOOKUP_PATTERN = new RegExp(
  `^\\d{${MOBILE_MIN_DIGITS},${Math.max(...countryCodes.map(({ dial }) => dial.length)) + MOBILE_MAX_DIGITS}}$`,
);

/** login and reset share their messages; register has its own. */
export type MobileContext = 'login' | 'reset' | 'register';

function mobileError(context: MobileContext, missing: boolean): RuleError {
  if (context === 'register') return ruleError('mobileRegisterInvalid');
  return ruleError(missing ? 'mobileRequired' : 'mobileInvalid');
}

function dropTrunkZero(dial: string, national: string): string {
  return dial === '60' ? national.replace(/^0/, '') : national;
}

/** The stored and sent form: digits with the country code, no '+', no trunk 0 after 60. */
export function normaliseMobile(dial: string, national: string): string {
  return dial + dropTrunkZero(dial, digitsOnly(national));
}

/** What the mobile field keeps of each keystroke or paste. */
export function truncateMobileInput(input: FieldValue): string {
  return digitsOnly(input).slice(0, MOBILE_MAX_DIGITS);
}

/**
 * The national number as typed. With `dial`, the length is checked on the number as it will be sent
 * (a leading 0 after 60 does not count), so the form never passes what the server refuses.
 */
export function validateMobile(value: FieldValue, context: MobileContext, dial?: string): RuleError | undefined {
  if (isBlank(value)) return mobileError(context, true);
  if (!/^\d+$/.test(value!)) return mobileError(context, false);
  const national = dial === undefined ? value! : dropTrunkZero(dial, value!);
  if (national.length < MOBILE_MIN_DIGITS || national.length > MOBILE_MAX_DIGITS) return mobileError(context, false);
  return undefined;
}

/** Splits a stored number into its country code and national number, if it has a known code. */
export function splitFullMobile(digits: FieldValue): { dial: string; national: string } | undefined {
  if (!digits || !/^\d+$/.test(digits)) return undefined;
  for (const { dial } of countryCodes) {
    if (!digits.startsWith(dial)) continue;
    const national = digits.slice(dial.length);
    if (national.length < MOBILE_MIN_DIGITS || national.length > MOBILE_MAX_DIGITS) continue;
    if (dial === '60' && national.startsWith('0')) continue;
    return { dial, national };
  }
  return undefined;
}

/** For the server: a number as the web app sends it ('60123456789'). */
export function validateFullMobile(value: FieldValue, context: MobileContext = 'login'): RuleError | undefined {
  if (isBlank(value)) return mobileError(context, true);
  return splitFullMobile(value) ? undefined : mobileError(context, false);
}
