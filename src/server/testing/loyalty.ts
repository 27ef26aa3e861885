import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { AddVehicleRequest, SubmitServiceFields, Vehicle } from '../../shared/contract/loyalty';
import { hashWorkshopKey, newWorkshopKey } from '../modules/workshops/keys';
import { setWorkshopKeyHash } from '../modules/workshops/store';
import { PASSWORD, post } from './accounts';
import type { TestApp } from './testApp';

export const DAY = 24 * 60 * 60 * 1000;

/** A small file of each receipt type, different every call unless a seed is given. */
export function receiptFile(kind: 'jpeg' | 'png' | 'pdf' = 'jpeg', seed?: string): Buffer {
  const head = {
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pdf: [...Buffer.from('%PDF-1.7\n')],
  }[kind];
  const body = seed ? crypto.createHash('sha256').update(seed).digest() : crypto.randomBytes(64);
  return Buffer.concat([Buffer.from(head), body]);
}

export interface UploadFile {
  content: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body: the text fields first, then the file, as the web app sends them. */
export function multipartBody(fields: Record<string, string | number>, file?: UploadFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----loyalty${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'receipt_img'}"; filename="${file.filename ?? 'receipt.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let plates = 0;
/** A plate no other test in the file has used. */
export function newPlate(): string {
  plates += 1;
  return `WXY${process.pid % 1000}${plates}`;
}

export async function addVehicle(t: TestApp, token: string, overrides: Partial<AddVehicleRequest> = {}): Promise<Vehicle> {
  const res = await post(t, '/api/vehicle', {
    model_brand: 'Perodua',
    model_name: 'Myvi',
    plate_number: newPlate(),
    year_manufactured: '2019',
    mileage: 0,
    ...overrides,
  }, { token });
  if (res.statusCode !== 200) throw new Error(`add vehicle: ${res.body}`);
  return res.json().result;
}

export type ServiceFields = Partial<Record<keyof SubmitServiceFields, string | number>>;

/** A submission's fields that pass every rule, for a test to spoil one of. */
export function submissionFields(vehicleGuid: string, workshopId: string, overrides: ServiceFields = {}): ServiceFields {
  return { vehicle_guid: vehicleGuid, workshop_id: workshopId, current_mileage: 5000, oil: 'QUARTZ70005W30', total_bottle: 1, ...overrides };
}

export function submitService(t: TestApp, token: string, fields: ServiceFields, file: UploadFile | null = { content: receiptFile() }): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(fields as Record<string, string | number>, file ?? undefined);
  return t.app.inject({ method: 'POST', url: '/api/service', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

/** Submits and expects success; answers the transaction code. */
export async function submitOk(t: TestApp, token: string, fields: ServiceFields): Promise<string> {
  const res = await submitService(t, token, fields);
  if (res.statusCode !== 200) throw new Error(`submit: ${res.body}`);
  return res.json().result.transaction_code;
}

/** Issues a key for the workshop straight in the database (the operator API is tested on its own). */
export async function workshopKey(t: TestApp, workshopId: string): Promise<string> {
  const key = newWorkshopKey();
  await setWorkshopKeyHash(t.database.db, workshopId, hashWorkshopKey(key), t.clock.now());
  return key;
}

export function asWorkshop(t: TestApp, key: string, method: 'GET' | 'POST', url: string, body?: object): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-workshop-key': key };
  let payload: string | undefined;
  if (body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
  }
  return t.app.inject({ method, url, headers, payload });
}

export async function workshopVerify(t: TestApp, key: string, code: string): Promise<LightMyRequestResponse> {
  const res = await asWorkshop(t, key, 'POST', `/api/workshop/service/${code}/verify`);
  if (res.statusCode !== 200) throw new Error(`verify: ${res.body}`);
  return res;
}

/** A fresh access token: tests move the clock by weeks, far past an access token's hour. */
export async function freshToken(t: TestApp, mobile: string): Promise<string> {
  const res = await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD, captcha: '' });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  return res.json().result.access_token;
}
