import http from 'node:http';
import { accountPaths, type AuthTokens } from '../../shared/contract/accounts';
import { loyaltyPaths } from '../../shared/contract/loyalty';
import { newMobile, PASSWORD, registration } from './accounts';
import { multipartBody, newPlate, submissionFields, type UploadFile } from './loyalty';

/** What a call over the network answered: its status and the envelope. */
export interface Answer {
  status: number;
  body: { status_code: number; result: any; error: string | null };
}

/** The API of a server running as a process, called over HTTP as the web app and the workshop app call it. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { form?: Record<string, string | number>; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString();
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  return { status: res.status, body: await res.json() };
}

function expectOk(answer: Answer, what: string): Answer {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** The newest one-time code texted to a number, from the development outbox of whichever node is asked. */
export async function latestCode(baseUrl: string, mobile: string): Promise<string> {
  const answer = expectOk(await call(baseUrl, 'GET', `${accountPaths.smsOutbox}?mobile_number=${mobile}`), 'outbox');
  const code = /\b(\d{6})\b/.exec(answer.body.result[0]?.message ?? '')?.[1];
  if (!code) throw new Error(`No code was texted to ${mobile}`);
  return code;
}

/** Registers through `registerAt` and verifies the code through `verifyAt` (one node or two). */
export async function registerMember(registerAt: string, verifyAt = registerAt): Promise<{ mobile: string; tokens: AuthTokens }> {
  const mobile = newMobile();
  const started = expectOk(await call(registerAt, 'POST', accountPaths.register, { form: { ...registration(mobile) } }), 'register');
  const tac = await latestCode(verifyAt, mobile);
  const verified = await call(verifyAt, 'POST', accountPaths.verification, {
    form: { mobile_number: mobile, tac, registration_token: started.body.result.registration_token },
  });
  return { mobile, tokens: expectOk(verified, 'verify').body.result };
}

export async function login(baseUrl: string, mobile: string): Promise<Answer> {
  return call(baseUrl, 'POST', accountPaths.login, { form: { mobile_number: mobile, password: PASSWORD, captcha: '' } });
}

export async function addVehicle(baseUrl: string, token: string): Promise<string> {
  const form = { model_brand: 'Perodua', model_name: 'Myvi', plate_number: newPlate(), year_manufactured: '2019', mileage: 0 };
  return expectOk(await call(baseUrl, 'POST', loyaltyPaths.vehicle, { form, token }), 'add vehicle').body.result.guid;
}

/** Issues a workshop's key through the operator API, with an administrator's personal access token. */
export async function workshopKeyOf(baseUrl: string, personalToken: string, workshopId: string): Promise<string> {
  const headers = { authorization: `Bearer ${personalToken}` };
  return expectOk(await call(baseUrl, 'POST', loyaltyPaths.opsWorkshopKey(workshopId), { headers }), 'workshop key').body.result.key;
}

/**
 * A service submission whose body is sent in two steps: everything but the receipt's last bytes at
 * once, the rest when `finish()` is called, so a test can act while the upload is in flight.
 * `answer` settles with the server's answer, or rejects when the connection fails.
 */
export interface UploadInFlight {
  finish(): void;
  answer: Promise<Answer>;
}

export function uploadInTwoSteps(baseUrl: string, token: string, vehicleGuid: string, workshopId: string, file: UploadFile): UploadInFlight {
  const { payload, headers } = multipartBody(submissionFields(vehicleGuid, workshopId) as Record<string, string | number>, file);
  const held = 64;
  const request = http.request(`${baseUrl}${loyaltyPaths.service}`, {
    method: 'POST',
    // Its own connection, closed after the answer: each upload is one client at the counter.
    agent: false,
    headers: { ...headers, 'content-length': String(payload.length), authorization: `Bearer ${token}` },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (err) {
          reject(err);
        }
      });
      res.on('error', reject);
    });
    request.on('error', reject);
  });
  request.write(payload.subarray(0, payload.length - held));
  return { finish: () => request.end(payload.subarray(payload.length - held)), answer };
}
