import { validateCampaignAnswer, validateCampaignTerms, validateEwallet, EWALLET_TYPING_MAX_DIGITS } from '../campaign';
import { FULLNAME_MAX_LENGTH, validateCampaignName } from '../name';
import type { CheckboxValue } from '../terms';
import { field, type FieldMap } from './fieldMap';

export interface FestiveValues {
  fullname: string;
  /** The e-wallet number without the country code. */
  mobile_no: string;
  answer: string;
  tnc: CheckboxValue;
  /** The privacy notice; the web app's one terms box answers for both. */
  pdpa: CheckboxValue;
}

/** The Service & Cash8ack entry form. */
export const festiveFields: FieldMap<FestiveValues> = {
  fullname: field((values) => validateCampaignName(values.fullname), FULLNAME_MAX_LENGTH),
  mobile_no: field((values) => validateEwallet(values.mobile_no), EWALLET_TYPING_MAX_DIGITS),
  answer: field((values) => validateCampaignAnswer(values.answer)),
  tnc: field((values) => validateCampaignTerms(values.tnc)),
  pdpa: field((values) => validateCampaignTerms(values.pdpa)),
};
