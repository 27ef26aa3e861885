import type { Envelope } from '../../../../shared/contract/envelope';
import { campaignPaths, type OpsCampaignPinsResult, type OpsFestiveWaiting } from '../../../../shared/contract/campaigns';
import { reportPaths, type Report } from '../../../../shared/contract/reports';
import type { Transport } from '../../../frame/api/frameApi';

/** The festive reload PIN screen's calls (callApi adds the careline session's token LAST). */
export interface FestivePinsApi {
  /** `pins`: the CSV's text, one `amount,pin` a line. */
  loadPins(pins: string, token: string): Promise<Envelope<OpsCampaignPinsResult>>;
  pinStock(period: { from: string; to: string }, token: string): Promise<Envelope<Report<'pinStock'>>>;
  waitingEntries(token: string): Promise<Envelope<OpsFestiveWaiting>>;
}

export function festivePinsCalls({ send }: Transport): FestivePinsApi {
  return {
    loadPins: (pins, token) => send<OpsCampaignPinsResult>('POST', campaignPaths.opsFestivePins, { body: { pins }, form: false, token }),
    pinStock: (period, token) => send<Report<'pinStock'>>('GET', reportPaths.pinStock, { query: { ...period }, token }),
    waitingEntries: (token) => send<OpsFestiveWaiting>('GET', campaignPaths.opsFestiveWaiting, { token }),
  };
}
