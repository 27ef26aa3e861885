import { frameCalls, sender, type FrameApi } from '../../frame/api/frameApi';
import { audiences } from '../../frame/session/audience';

/** The careline app's calls: for now the frame's own (session, build check, error reports). */
export type CarelineApi = FrameApi;

export function createCarelineApi(baseUrl = ''): CarelineApi {
  return frameCalls(audiences.careline, sender(baseUrl));
}
