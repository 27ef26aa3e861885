import type { Envelope } from '../../../shared/contract/envelope';
import { carelineCasePaths, type MemberCase, type MemberSearchHit, type MobileChangeCodeResult, type PendingQueuePage, type PlateReleaseResult, type SupportReplayOpened, type SupportReplayRequest } from '../../../shared/contract/carelineCases';
import { loyaltyPaths, type VerifyServiceResult, type WorkshopServiceView } from '../../../shared/contract/loyalty';
import { frameCalls, sender, type FrameApi, type Send } from '../../frame/api/frameApi';
import { buildUrl, connectionFailure, toEnvelope, type QueryValue } from '../../frame/api/http';
import { audiences } from '../../frame/session/audience';
import { accountCalls, type AccountApi } from '../features/account/api';

/** A file the console shows or saves: a receipt, the audit log as CSV, a member's data. */
export interface FileAnswer {
  blob: Blob;
  type: string;
  /** The name the server gave a download (Content-Disposition), if it named one. */
  filename?: string;
}

/**
 * The careline console's calls. Authenticated calls take the careline session's access token LAST
 * (callApi adds it from the careline audience's cookie), so they carry the signed-in person.
 */
export interface CarelineApi extends FrameApi, AccountApi {
  /** Any call: the screens in lazy chunks build theirs on it (`staffCalls(api.send)`), out of the first page. */
  send: Send;
  findMembers(q: string, token: string): Promise<Envelope<MemberSearchHit[]>>;
  openCase(mobile: string, token: string): Promise<Envelope<MemberCase>>;
  verifyService(code: string, token: string): Promise<Envelope<VerifyServiceResult>>;
  rejectService(code: string, reason: string, token: string): Promise<Envelope<WorkshopServiceView>>;
  raiseAllowance(mobile: string, maxVehicles: number, token: string): Promise<Envelope<{ max_vehicles: number }>>;
  releasePlate(mobile: string, plate: string, token: string): Promise<Envelope<PlateReleaseResult>>;
  sendMobileCode(mobile: string, newMobile: string, token: string): Promise<Envelope<MobileChangeCodeResult>>;
  confirmMobile(mobile: string, newMobile: string, code: string, token: string): Promise<Envelope<{ mobile_number: string }>>;
  /** PDPA removal: the member's personal data goes (step-up). */
  removeMember(mobile: string, token: string): Promise<Envelope<null>>;
  /** Records that the person opens a member's diagnostic file in the replay. */
  openSupportReplay(body: SupportReplayRequest, token: string): Promise<Envelope<SupportReplayOpened>>;
  pendingQueue(query: { workshop?: string; page?: number }, token: string): Promise<Envelope<PendingQueuePage>>;
  /** A file route (`receipt` of a service); the answer's body, or the envelope of a refusal. */
  fetchFile(path: string, query: Record<string, QueryValue>, token: string): Promise<Envelope<FileAnswer>>;
}

/** Files come as they are; a refusal still comes as the envelope. */
async function fetchFile(baseUrl: string, path: string, query: Record<string, QueryValue>, token: string): Promise<Envelope<FileAnswer>> {
  try {
    const res = await fetch(buildUrl(baseUrl, path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
    if (!res.ok) return toEnvelope<FileAnswer>(res.status, await res.text());
    const blob = await res.blob();
    const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    return { status_code: 200, result: { blob, type: res.headers.get('content-type') ?? blob.type, filename }, error: null };
  } catch {
    return connectionFailure<FileAnswer>();
  }
}

export function createCarelineApi(baseUrl = ''): CarelineApi {
  const send = sender(baseUrl);
  const json = { form: false } as const;
  return {
    ...frameCalls(audiences.careline, send),
    ...accountCalls(send),
    send,
    findMembers: (q, token) => send('GET', carelineCasePaths.findMembers, { query: { q }, token }),
    openCase: (mobile, token) => send('GET', carelineCasePaths.memberCase(mobile), { token }),
    verifyService: (code, token) => send('POST', loyaltyPaths.opsVerifyService(code), { body: {}, ...json, token }),
    rejectService: (code, reason, token) => send('POST', loyaltyPaths.opsRejectService(code), { body: { reason }, ...json, token }),
    raiseAllowance: (mobile, maxVehicles, token) => send('POST', loyaltyPaths.opsVehicleAllowance(mobile), { body: { max_vehicles: maxVehicles }, ...json, token }),
    releasePlate: (mobile, plate, token) => send('POST', carelineCasePaths.plateRelease(mobile), { body: { plate_number: plate }, ...json, token }),
    sendMobileCode: (mobile, newMobile, token) => send('POST', carelineCasePaths.mobileChange(mobile), { body: { mobile_number: newMobile }, ...json, token }),
    confirmMobile: (mobile, newMobile, code, token) =>
      send('POST', carelineCasePaths.mobileChangeConfirm(mobile), { body: { mobile_number: newMobile, code }, ...json, token }),
    removeMember: (mobile, token) => send('DELETE', loyaltyPaths.opsMember(mobile), { token }),
    openSupportReplay: (body, token) => send('POST', carelineCasePaths.supportReplay, { body, ...json, token }),
    pendingQueue: (query, token) => send('GET', carelineCasePaths.pendingQueue, { query, token }),
    fetchFile: (path, query, token) => fetchFile(baseUrl, path, query, token),
  };
}
