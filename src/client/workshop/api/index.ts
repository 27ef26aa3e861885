import type { Envelope } from '../../../shared/contract/envelope';
import type { BrowserTokens } from '../../../shared/contract/accounts';
import {
  workshopAppPaths as paths,
  type AddStaffRequest,
  type CounterRejectRequest,
  type CounterStats,
  type PendingService,
  type SetStaffPasswordRequest,
  type StaffAccount,
  type StaffLoginRequest,
  type WorkshopMe,
} from '../../../shared/contract/workshopApp';
import { frameCalls, sender, type FrameApi, type Send } from '../../frame/api/frameApi';
import { connectionFailure, toEnvelope } from '../../frame/api/http';
import { audiences } from '../../frame/session/audience';
import type { CounterServiceView, CounterVerifyView } from './counterService';

export type { CounterServiceView, CounterVerifyView, ServiceFlag } from './counterService';

/** A receipt as the counter shows it: the file's bytes and their type (an image or a PDF). */
export interface ReceiptFile {
  blob: Blob;
  type: string;
}

/**
 * The counter app's calls: the frame's (session, build check, error reports) and its own.
 * Authenticated calls take the staff access token last, as `callApi` expects.
 */
export interface WorkshopApi extends FrameApi {
  login(body: StaffLoginRequest): Promise<Envelope<BrowserTokens>>;
  sendPasswordCode(body: { mobile_number: string }): Promise<Envelope<unknown>>;
  setPassword(body: SetStaffPasswordRequest): Promise<Envelope<BrowserTokens>>;
  getMe(token: string): Promise<Envelope<WorkshopMe>>;

  getPending(token: string): Promise<Envelope<PendingService[]>>;
  getStats(token: string): Promise<Envelope<CounterStats>>;
  search(query: string, token: string): Promise<Envelope<PendingService[]>>;
  getService(code: string, token: string): Promise<Envelope<CounterServiceView>>;
  getReceipt(code: string, token: string): Promise<Envelope<ReceiptFile>>;
  verify(code: string, token: string): Promise<Envelope<CounterVerifyView>>;
  reject(code: string, body: CounterRejectRequest, token: string): Promise<Envelope<CounterServiceView>>;

  listStaff(token: string): Promise<Envelope<StaffAccount[]>>;
  addStaff(body: AddStaffRequest, token: string): Promise<Envelope<StaffAccount>>;
  removeStaff(staffId: number, token: string): Promise<Envelope<unknown>>;
  rotateKey(token: string): Promise<Envelope<{ key: string }>>;
}

/**
 * The receipt is a file, not an envelope: it is fetched with the bearer token (an <img> could not
 * send it) and handed over as bytes; a refusal still answers the server's envelope.
 */
async function fetchReceipt(baseUrl: string, code: string, token: string): Promise<Envelope<ReceiptFile>> {
  try {
    const response = await fetch(`${baseUrl}${paths.receipt(code)}`, { headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin' });
    if (!response.ok) return toEnvelope<ReceiptFile>(response.status, await response.text().catch(() => ''));
    const blob = await response.blob();
    return { status_code: 200, result: { blob, type: response.headers.get('content-type') ?? blob.type }, error: null };
  } catch {
    return connectionFailure<ReceiptFile>();
  }
}

export function workshopCalls(send: Send, baseUrl = ''): WorkshopApi {
  const json = { form: false } as const;
  return {
    ...frameCalls(audiences.workshop, send),
    login: (body) => send('POST', paths.login, { body: { ...body }, ...json }),
    sendPasswordCode: (body) => send('POST', paths.passwordCode, { body: { ...body }, ...json }),
    setPassword: (body) => send('POST', paths.password, { body: { ...body }, ...json }),
    getMe: (token) => send('GET', paths.me, { token }),
    getPending: (token) => send('GET', paths.pending, { token }),
    getStats: (token) => send('GET', paths.stats, { token }),
    search: (query, token) => send('GET', paths.search, { token, query: { q: query } }),
    getService: (code, token) => send('GET', paths.service(code), { token }),
    getReceipt: (code, token) => fetchReceipt(baseUrl, code, token),
    verify: (code, token) => send('POST', paths.verify(code), { token, body: {}, ...json }),
    reject: (code, body, token) => send('POST', paths.reject(code), { token, body: { ...body }, ...json }),
    listStaff: (token) => send('GET', paths.staff, { token }),
    addStaff: (body, token) => send('POST', paths.staff, { token, body: { ...body }, ...json }),
    removeStaff: (staffId, token) => send('DELETE', paths.staffMember(String(staffId)), { token }),
    rotateKey: (token) => send('POST', paths.key, { token, body: {}, ...json }),
  };
}

export function createWorkshopApi(baseUrl = ''): WorkshopApi {
  return workshopCalls(sender(baseUrl), baseUrl);
}
