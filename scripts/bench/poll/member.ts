/**
 * A member made through a running server's own API, as a member makes themselves: registers, types
 * the code the development outbox shows, adds a car and submits a service with its receipt, so the
 * poll has a pending service to ask about.
 */
import { receiptFile } from '../../../src/server/testing/loyalty';

export const BENCH_PASSWORD = 'Bench-password-1';

export interface PollingMember {
  mobile: string;
  accessToken: string;
  transactionCode: string;
}

export async function pollingMember(baseUrl: string, mobile: string): Promise<PollingMember> {
  const registered = await call(baseUrl, 'POST', '/api/user', {
    fullname: 'Aminah binti Yusof',
    email: `bench${mobile}@example.com`,
    mobile_number: mobile,
    birth_date: '1988-03-09',
    password: BENCH_PASSWORD,
    confirm_password: BENCH_PASSWORD,
    captcha: '',
  });
  const outbox = await call(baseUrl, 'GET', `/api/dev/sms-outbox?mobile_number=${mobile}`);
  const texts = outbox.result as { message: string }[];
  const tac = /\b(\d{6})\b/.exec(texts[0]?.message ?? '')?.[1];
  if (!tac) throw new Error(`No code was texted to ${mobile}`);
  const tokens = await call(baseUrl, 'POST', '/api/user/verification', {
    mobile_number: mobile,
    tac,
    registration_token: (registered.result as { registration_token: string }).registration_token,
  });
  const accessToken = (tokens.result as { access_token: string }).access_token;
  const workshops = await call(baseUrl, 'GET', '/api/workshop/active');
  const workshopId = (workshops.result as { workshop_id: string }[])[0].workshop_id;
  const vehicle = await call(baseUrl, 'POST', '/api/vehicle', { model_brand: 'Perodua', model_name: 'Myvi', plate_number: `PB${mobile.slice(-6)}`, year_manufactured: '2019', mileage: 0 }, accessToken);
  const form = new FormData();
  const fields = { vehicle_guid: (vehicle.result as { guid: string }).guid, workshop_id: workshopId, current_mileage: '5000', oil: 'QUARTZ70005W30', total_bottle: '1' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('receipt_img', new Blob([new Uint8Array(receiptFile('jpeg'))], { type: 'image/jpeg' }), 'receipt.jpg');
  const submitted = await call(baseUrl, 'POST', '/api/service', form, accessToken);
  return { mobile, accessToken, transactionCode: (submitted.result as { transaction_code: string }).transaction_code };
}

async function call(baseUrl: string, method: string, path: string, body?: object, token?: string): Promise<{ result: unknown }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
  const answer = (await res.json()) as { status_code: number; result: unknown; error: string | null };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${answer.error}`);
  return answer;
}
