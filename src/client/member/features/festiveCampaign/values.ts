import type { FestiveEntryView, FestiveSubmitRequest } from '../../../../shared/contract/campaigns';
import { CAMPAIGN_DIAL, stripDisallowedNameChars } from '../../../../shared/rules';

export interface FestiveFormValues {
  fullname: string;
  mobile_ext_no: string;
  mobile_no: string;
  answer: string;
  tnc: boolean;
}

/** An earlier entry fills the form (its name locked); otherwise the member's profile name. */
export function initialFestiveValues(entry: FestiveEntryView | null, profileName: string): FestiveFormValues {
  return {
    fullname: entry?.fullname ?? stripDisallowedNameChars(profileName),
    mobile_ext_no: CAMPAIGN_DIAL,
    mobile_no: entry?.mobile_no ?? '',
    answer: '',
    tnc: false,
  };
}

/** One terms box links both documents, so it answers for `tnc` and `pdpa` alike. */
export function festiveRequest(values: FestiveFormValues, transactionId: string): FestiveSubmitRequest {
  const mobileNo = values.mobile_no.trim();
  return {
    fullname: values.fullname.trim(),
    mobile_number: `${CAMPAIGN_DIAL}${mobileNo}`,
    mobile_ext_no: CAMPAIGN_DIAL,
    mobile_no: mobileNo,
    answer: values.answer,
    tnc: values.tnc,
    pdpa: values.tnc,
    transaction_id: transactionId,
  };
}
