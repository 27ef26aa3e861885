import { isBlank } from './text';
import { ruleError, type RuleError } from './types';

/** A checkbox as final-form holds it (boolean) or as a form-encoded body carries it ('true', 'on', '1'). */
export type CheckboxValue = boolean | string | undefined | null;

export function isChecked(value: CheckboxValue): boolean {
  if (typeof value === 'boolean') return value;
  return value === 'true' || value === 'on' || value === '1';
}

export function validateTerms(value: CheckboxValue): RuleError | undefined {
  return isChecked(value) ? undefined : ruleError('termsRequired');
}

/** The captcha solution (ALTCHA payload or provider token); only its presence is checked here. */
export function validateCaptcha(value: string | undefined | null): RuleError | undefined {
  return isBlank(value) ? ruleError('captchaRequired') : undefined;
}
