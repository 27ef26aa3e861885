import { digitsOnly, type FieldValue } from './text';
import { isChecked, type CheckboxValue } from './terms';
import { ruleError, type RuleError } from './types';

/** The festive form offers only Malaysia's code for the e-wallet number. */
export const CAMPAIGN_DIAL = '60';
export const EWALLET_MIN_DIGITS = 7;
export const EWALLET_MAX_DIGITS = 13;
export const EWALLET_TYPING_MAX_DIGITS = 11;
export const EWALLET_PATTERN = new RegExp(`^\\d{${EWALLET_MIN_DIGITS},${EWALLET_MAX_DIGITS}}$`);

/** A referral reward's id as its claim link carries it (`mid`): 1 to 9 digits. */
export const REWARD_ID_MAX_DIGITS = 9;
export const REWARD_ID_PATTERN = new RegExp(`^\\d{1,${REWARD_ID_MAX_DIGITS}}$`);

/** The engine oil the member bought: the radio's values, sent as `answer`. */
export const campaignOilAnswers = ['Quartz', 'Rubia'] as const;
export type CampaignOilAnswer = (typeof campaignOilAnswers)[number];

/** While typing: digits only, no leading 0 (the country code is separate), at most 11 digits. */
export function sanitiseEwalletInput(input: FieldValue): string {
  return digitsOnly(input).replace(/^0+/, '').slice(0, EWALLET_TYPING_MAX_DIGITS);
}

export function validateEwallet(value: FieldValue): RuleError | undefined {
  return EWALLET_PATTERN.test(value ?? '') ? undefined : ruleError('ewalletInvalid');
}

export function validateCampaignAnswer(value: FieldValue): RuleError | undefined {
  return (campaignOilAnswers as readonly string[]).includes(value ?? '') ? undefined : ruleError('campaignAnswerRequired');
}

/** The form's single terms box, which links to both the terms and the privacy notice. */
export function validateCampaignTerms(value: CheckboxValue): RuleError | undefined {
  return isChecked(value) ? undefined : ruleError('campaignTermsRequired');
}
