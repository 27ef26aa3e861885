import { paths } from '../../app/paths';
import type { PopupRequest } from '../../../frame/uiSlice';

/** The form of one service: its transaction code travels as `transaction_id`. */
export function festiveCampaignPath(transactionCode: string): string {
  return `${paths.festiveCampaign}?transaction_id=${encodeURIComponent(transactionCode)}`;
}

/** A popup with one more button, to the festive form of the service it is about. */
export function withFestiveCampaignLink(popup: PopupRequest, transactionCode: string): PopupRequest {
  return {
    ...popup,
    buttons: [...popup.buttons, { labelKey: 'addService.poll.joinFestiveCampaign', variant: 'secondary', to: festiveCampaignPath(transactionCode) }],
  };
}
