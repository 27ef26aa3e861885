import type { Envelope } from '../../../shared/contract/envelope';
import { loyaltyPaths, type VerifyServiceResult, type WorkshopServiceView } from '../../../shared/contract/loyalty';
import { frameCalls, transport, type FrameApi, type Transport } from '../../frame/api/frameApi';
import { audiences } from '../../frame/session/audience';
import { accountCalls, type AccountApi } from '../features/account/api';

/**
 * The careline console's first-page calls: the frame's, the sign-in's, and deciding a service
 * (the case and the pending queue both do). Each screen in a lazy chunk builds its own calls on the
 * transport (`featureApi(searchCalls)`), so they travel in its chunk. Authenticated calls take the
 * careline session's access token LAST (callApi adds it from the careline audience's cookie), so
 * they carry the signed-in person.
 */
export interface CarelineApi extends FrameApi, AccountApi, Transport {
  verifyService(code: string, token: string): Promise<Envelope<VerifyServiceResult>>;
  rejectService(code: string, reason: string, token: string): Promise<Envelope<WorkshopServiceView>>;
}

export function createCarelineApi(baseUrl = ''): CarelineApi {
  const io = transport(baseUrl);
  const { send } = io;
  const json = { form: false } as const;
  return {
    ...frameCalls(audiences.careline, send),
    ...accountCalls(io),
    ...io,
    verifyService: (code, token) => send('POST', loyaltyPaths.opsVerifyService(code), { body: {}, ...json, token }),
    rejectService: (code, reason, token) => send('POST', loyaltyPaths.opsRejectService(code), { body: { reason }, ...json, token }),
  };
}
