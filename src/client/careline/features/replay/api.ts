import type { Envelope } from '../../../../shared/contract/envelope';
import { carelineCasePaths, type SupportReplayOpened, type SupportReplayRequest } from '../../../../shared/contract/carelineCases';
import type { Transport } from '../../../frame/api/frameApi';

/** The support replay's call (callApi adds the careline session's token LAST). */
export interface ReplayApi {
  /** Records that the person opens a member's diagnostic file in the replay. */
  openSupportReplay(body: SupportReplayRequest, token: string): Promise<Envelope<SupportReplayOpened>>;
}

export function replayCalls({ send }: Transport): ReplayApi {
  return {
    openSupportReplay: (body, token) => send('POST', carelineCasePaths.supportReplay, { body, form: false, token }),
  };
}
