import { frameCalls, sender, type FrameApi } from '../../frame/api/frameApi';
import { audiences } from '../../frame/session/audience';
import { reportsCalls, type ReportsApi } from '../features/reports';

/** The careline app's calls: the frame's own (session, build check, error reports) and the reports'. */
export type CarelineApi = FrameApi & ReportsApi;

export function createCarelineApi(baseUrl = ''): CarelineApi {
  return { ...frameCalls(audiences.careline, sender(baseUrl)), ...reportsCalls(baseUrl) };
}
