import type { LightMyRequestResponse } from 'fastify';
import type { AuthTokens, RegisterRequest } from '../../shared/contract/accounts';
import type { TestApp } from './testApp';

/** A strong password every test member uses unless it says otherwise. */
export const PASSWORD = 'Secret#123';

let nextNumber = 0;

/** A Malaysian number no other test in the file has used. */
export function newMobile(): string {
  nextNumber += 1;
  return `60123${String(nextNumber).padStart(6, '0')}`;
}

export function registration(mobileNumber: string, overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    fullname: 'Ahmad bin Ali',
    email: 'ahmad@example.com',
    mobile_number: mobileNumber,
    birth_date: '1990-05-17',
    password: PASSWORD,
    confirm_password: PASSWORD,
    captcha: '',
    ...overrides,
  };
}

/** POSTs a body form-encoded, as the web app does, or as JSON. */
export function post(
  t: TestApp,
  url: string,
  body: object,
  options: { json?: boolean; token?: string; method?: 'POST' | 'PUT'; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.json
    ? JSON.stringify(body)
    : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  headers['content-type'] = options.json ? 'application/json' : 'application/x-www-form-urlencoded';
  return t.app.inject({ method: options.method ?? 'POST', url, payload, headers, remoteAddress: options.remoteAddress });
}

export function get(t: TestApp, url: string, token?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Starts a registration attempt; answers the response and the attempt's token ('' when refused). */
export async function startRegistration(
  t: TestApp,
  body: RegisterRequest,
  options: { json?: boolean; remoteAddress?: string } = {},
): Promise<{ res: LightMyRequestResponse; token: string }> {
  const res = await post(t, '/api/user', body, options);
  return { res, token: res.statusCode === 200 ? res.json().result.registration_token : '' };
}

/** Types a code for an attempt, as an API client does: the attempt's token in the body. */
export function verifyAttempt(
  t: TestApp,
  mobileNumber: string,
  tac: string,
  token: string,
  options: { json?: boolean; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return post(t, '/api/user/verification', { mobile_number: mobileNumber, tac, registration_token: token }, options);
}

/** Registers and verifies a member; answers the number and the tokens of its first session. */
export async function verifiedMember(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<{ mobile: string; tokens: AuthTokens }> {
  const mobile = overrides.mobile_number ?? newMobile();
  const { res: registered, token } = await startRegistration(t, registration(mobile, overrides));
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  const verified = await verifyAttempt(t, mobile, await t.lastCode(mobile), token);
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  return { mobile, tokens: verified.json().result };
}
