import type { LightMyRequestResponse } from 'fastify';
import { workshopAppPaths } from '../../shared/contract/workshopApp';
import { newMobile, PASSWORD, post } from './accounts';
import { operatorHeaders } from './operators';
import type { TestApp } from './testApp';

export interface StaffLogin {
  id: number;
  mobile: string;
  token: string;
  refreshToken: string;
}

/** A call of the workshop app with a staff access token. */
export function asStaff(t: TestApp, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });
}

/** The careline creates a workshop's owner: an administrator's call of the operator API (`headers` of one, or a new one). */
export async function opsCreateOwner(t: TestApp, workshopId: string, body: object, headers?: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: workshopAppPaths.opsOwner(workshopId),
    headers: { ...(headers ?? (await operatorHeaders(t, 'administrator'))), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Sets the account's password with the code texted to it; answers the login. */
export async function setStaffPassword(t: TestApp, id: number, mobile: string): Promise<StaffLogin> {
  const res = await post(t, workshopAppPaths.password, { mobile_number: mobile, tac: await t.lastCode(mobile), password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`set password: ${res.body}`);
  const { access_token, refresh_token } = res.json().result;
  return { id, mobile, token: access_token, refreshToken: refresh_token };
}

/** The workshop's owner, created by the careline, with a password set. */
export async function workshopOwner(t: TestApp, workshopId: string, name = 'Tan Ah Kow'): Promise<StaffLogin> {
  const mobile = newMobile();
  const res = await opsCreateOwner(t, workshopId, { name, mobile_number: mobile });
  if (res.statusCode !== 200) throw new Error(`owner: ${res.body}`);
  return setStaffPassword(t, res.json().result.id, mobile);
}

/** A staff member the owner added, with a password set. */
export async function workshopStaffMember(t: TestApp, ownerToken: string, name = 'Muthu a/l Raman'): Promise<StaffLogin> {
  const mobile = newMobile();
  const res = await asStaff(t, ownerToken, 'POST', workshopAppPaths.staff, { name, mobile_number: mobile });
  if (res.statusCode !== 200) throw new Error(`staff: ${res.body}`);
  return setStaffPassword(t, res.json().result.id, mobile);
}
