import { frameCalls, sender, type FrameApi } from '../../frame/api/frameApi';
import { audiences } from '../../frame/session/audience';

/** The workshop app's calls: for now the frame's own (session, build check, error reports). */
export type WorkshopApi = FrameApi;

export function createWorkshopApi(baseUrl = ''): WorkshopApi {
  return frameCalls(audiences.workshop, sender(baseUrl));
}
