import { isBlank, type FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const FULLNAME_MAX_LENGTH = 60;
export const FULLNAME_MIN_LENGTH = 5;

/**
 * 'register' also serves the campaign edit-details form: both ask for at least 5 characters.
 * 'profile' is the profile edit, which has no minimum.
 */
export type FullnameMode = 'register' | 'profile';

const FULLNAME_PATTERN = /^[A-Za-z\-,/ ]+$/;

export function validateFullname(value: FieldValue, mode: FullnameMode): RuleError | undefined {
  if (isBlank(value)) return ruleError('fullnameNric');
  const name = value!.trim();
  const min = mode === 'register' ? FULLNAME_MIN_LENGTH : 1;
  if (name.length < min || name.length > FULLNAME_MAX_LENGTH || !FULLNAME_PATTERN.test(name)) {
    return ruleError('fullnameNric');
  }
  return undefined;
}

/**
 * Festive campaign name: letters, spaces, '@', apostrophe and slash. The typographic apostrophe
 * counts too, since phone keyboards turn ' into it.
 */
const CAMPAIGN_NAME_CHAR = /[A-Za-z @'\u2019/]/;
const CAMPAIGN_NAME_DISALLOWED = /[^A-Za-z @'\u2019/]/g;

/** Drops what the festive form does not accept as the member types. */
export function stripDisallowedNameChars(input: FieldValue): string {
  return (input ?? '').replace(CAMPAIGN_NAME_DISALLOWED, '');
}

export function validateCampaignName(value: FieldValue): RuleError | undefined {
  if (isBlank(value)) return ruleError('campaignNameInvalid');
  const name = value!.trim();
  if (name.length > FULLNAME_MAX_LENGTH || ![...name].every((char) => CAMPAIGN_NAME_CHAR.test(char))) {
    return ruleError('campaignNameInvalid');
  }
  return undefined;
}
