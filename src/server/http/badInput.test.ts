import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createTestApp, type TestApp } from '../testing/testApp';
import { operatorHeaders } from '../testing/operators';
import { createWorkshop } from '../testing/workshops';
import { newMobile, post, verifiedMember } from '../testing/accounts';
import { addVehicle, receiptFile, submissionFields, submitOk, submitService, workshopKey, type ServiceFields } from '../testing/loyalty';
import { changedTables, fingerprint } from '../testing/dbSnapshot';
import { loyaltyErrors } from '../../shared/contract/loyalty';

let t: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ SOCIAL_SIGNUP: 'trust' });
  operator = await operatorHeaders(t, 'administrator');
  await createWorkshop(t, { workshopId: 'T8888', listed: false });
});
afterAll(() => t.close());

function expectEnvelope(res: { statusCode: number; json(): unknown }, status: number, error: string | RegExp): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ status_code: status, result: null, error: typeof error === 'string' ? error : expect.stringMatching(error) });
}

/** Runs a request and checks it wrote nothing to any table. */
async function unchanged<T>(send: () => Promise<T>): Promise<T> {
  const before = await fingerprint(t.database.db);
  const res = await send();
  expect(changedTables(before, await fingerprint(t.database.db))).toEqual([]);
  return res;
}

/** How many receipt files the app's store holds, on disk or in a bucket. */
async function storedFiles(): Promise<number> {
  return (await t.storedReceipts()).length;
}

const fields = (vehicleGuid: string, overrides: ServiceFields = {}) => submissionFields(vehicleGuid, 'T8888', overrides);

describe("the framework's own refusals answer in the envelope", () => {
  it('a path that is not valid percent-encoding: 400', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/service/check/%ff%fe', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expectEnvelope(res, 400, 'The address is not valid: it has a broken percent-encoding');
  });

  it('an over-long path parameter: 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/service/check/${'A'.repeat(101)}` });
    expectEnvelope(res, 414, 'A part of the address is too long');
    // At the limit the route still answers (here: not signed in).
    expect((await t.app.inject({ method: 'GET', url: `/api/service/check/${'A'.repeat(100)}` })).statusCode).toBe(401);
  });

  it('an over-long path parameter: 414 also beside the web app, whose page answers every other GET', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'long-param-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    const withPages = await createTestApp({}, { webRoot });
    try {
      for (const url of [`/api/service/check/${'A'.repeat(101)}`, `/api/workshop/service/${'A'.repeat(101)}`, `/api/vehicle/${'a'.repeat(101)}/cycles`]) {
        expectEnvelope(await withPages.app.inject({ method: 'GET', url }), 414, 'A part of the address is too long');
      }
      expect((await withPages.app.inject({ method: 'GET', url: `/api/service/check/${'A'.repeat(100)}` })).statusCode).toBe(401);
    } finally {
      await withPages.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });

    /** Writes raw bytes and reads the whole answer the server sends before closing. */
    function raw(request: string): Promise<{ status: number; body: string }> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const [head, ...rest] = text.split('\r\n\r\n');
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: rest.join('\r\n\r\n') });
        });
        socket.end(request);
      });
    }

    it("the HTTP parser's Client Error: 400", async () => {
      const res = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nNot a header line\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ status_code: 400, result: null, error: expect.any(String) });
    });

    it('an oversized header block: 431', async () => {
      const res = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Junk: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({ status_code: 431, result: null, error: expect.any(String) });
    });

    it('a NUL byte in the path: 400', async () => {
      const res = await raw('GET /api/service/check/AB\u0000CD HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ status_code: 400, result: null });
    });
  });
});

describe('a NUL character in any text field is a 400 naming the field, and changes nothing', () => {
  it('profile address', async () => {
    const { tokens } = await verifiedMember(t);
    const profile = { fullname: 'Ahmad bin Ali', birth_date: '1990-05-17', email: 'ahmad@example.com', address: 'No. 1\u0000Jalan', state: 'Selangor', country: 'Malaysia', postal_code: '40000' };
    const form = await unchanged(() => post(t, '/api/user/me', profile, { token: tokens.access_token, method: 'PUT' }));
    expectEnvelope(form, 400, 'address must NOT contain a NUL character');
    const json = await unchanged(() => post(t, '/api/user/me', profile, { token: tokens.access_token, method: 'PUT', json: true }));
    expectEnvelope(json, 400, 'address must NOT contain a NUL character');
  });

  it('survey answer', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await unchanged(() => post(t, '/api/survey', { answer: 'yes', answer2: 'Fri\u0000end' }, { token: tokens.access_token }));
    expectEnvelope(res, 400, 'answer2 must NOT contain a NUL character');
  });

  it('vehicle brand and model', async () => {
    const { tokens } = await verifiedMember(t);
    const car = { model_brand: 'Tata', model_name: 'Nexon EV', plate_number: 'WNL1234', year_manufactured: '', mileage: '0' };
    expectEnvelope(await unchanged(() => post(t, '/api/vehicle', { ...car, model_brand: 'Ta\u0000ta' }, { token: tokens.access_token })), 400, 'model_brand must NOT contain a NUL character');
    expectEnvelope(await unchanged(() => post(t, '/api/vehicle', { ...car, model_name: 'Nexon\u0000EV' }, { token: tokens.access_token, json: true })), 400, 'model_name must NOT contain a NUL character');
  });

  it("a workshop's and an operator's reject reason", async () => {
    const { tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    const code = await submitOk(t, tokens.access_token, fields(car.guid));
    const key = await workshopKey(t, 'T8888');
    const byWorkshop = await unchanged(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/workshop/service/${code}/reject`,
        headers: { 'x-workshop-key': key, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'reason=Wrong%00oil',
      }),
    );
    expectEnvelope(byWorkshop, 400, 'reason must NOT contain a NUL character');
    const byOps = await unchanged(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/services/${code}/reject`,
        headers: { ...operator, 'content-type': 'application/json' },
        payload: JSON.stringify({ reason: 'Wrong\u0000oil' }),
      }),
    );
    expectEnvelope(byOps, 400, 'reason must NOT contain a NUL character');
  });

  it('social user_id', async () => {
    const body = {
      fullname: 'Tan Mei Ling',
      birth_date: '1992-07-04',
      email: 'meiling@example.com',
      mobile_number: newMobile(),
      provider: 'google',
      user_id: 'g-\u0000-1',
      access_token: 'provider-access-token',
      token_id: 'provider-id-token',
      captcha: '',
    };
    expectEnvelope(await unchanged(() => post(t, '/api/user/register/social', body)), 400, 'user_id must NOT contain a NUL character');
  });

  it('path parameters, of member, workshop and operator routes', async () => {
    const { tokens } = await verifiedMember(t);
    const key = await workshopKey(t, 'T8888');
    const cases: [string, Record<string, string>, string][] = [
      ['/api/service/check/AB%00CDEFGHI', { authorization: `Bearer ${tokens.access_token}` }, 'code'],
      ['/api/vehicle/%00/cycles', { authorization: `Bearer ${tokens.access_token}` }, 'guid'],
      ['/api/cycle/a%00b/services', { authorization: `Bearer ${tokens.access_token}` }, 'guid'],
      ['/api/service/check_workshop/88%0088', {}, 'id'],
      ['/api/workshop/service/AB%00CDEFGHI', { 'x-workshop-key': key }, 'code'],
      ['/pdf/%00', {}, 'name'],
    ];
    for (const [url, headers, field] of cases) {
      const res = await unchanged(() => t.app.inject({ method: 'GET', url, headers }));
      expectEnvelope(res, 400, `${field} must NOT contain a NUL character`);
    }
    const ops = await unchanged(() => t.app.inject({ method: 'DELETE', url: '/api/ops/members/6012%003456789', headers: operator }));
    expectEnvelope(ops, 400, 'mobile must NOT contain a NUL character');
  });

  it('a query string value', async () => {
    const res = await unchanged(() => t.app.inject({ method: 'GET', url: '/api/subscription/mail?email=ahmad%00@example.com&is_enabled=false' }));
    expectEnvelope(res, 400, 'email must NOT contain a NUL character');
  });

  it('a field of the multipart service submission, and its receipt is not kept', async () => {
    const { tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    const before = await storedFiles();
    const res = await unchanged(() => submitService(t, tokens.access_token, fields(car.guid, { workshop_id: '88\u000088' })));
    expectEnvelope(res, 400, 'workshop_id must NOT contain a NUL character');
    expect(await storedFiles()).toBe(before);
  });
});

describe('the access_token cookie', () => {
  it('a malformed one is a 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/service/ABCDEFGHIJ/receipt', headers: { cookie: 'access_token=%E0%A4%A' } });
    expectEnvelope(res, 401, /./);
  });
});

describe('a field of the wrong JSON type is a 400, never read as text', () => {
  async function vehicleCount(): Promise<number> {
    const rows = await t.database.db.selectFrom('vehicles').select('guid').execute();
    return rows.length;
  }

  it.each([
    ['plate_number', false, 'plate_number must be string'],
    ['plate_number', 12345, 'plate_number must be string'],
    ['model_brand', true, 'model_brand must be string'],
    ['model_name', null, 'model_name must be string'],
    ['model_name', { text: 'Myvi' }, 'model_name must be string'],
  ])('vehicle %s = %j', async (field, value, error) => {
    const { tokens } = await verifiedMember(t);
    const before = await vehicleCount();
    const car = { model_brand: 'Perodua', model_name: 'Myvi', plate_number: 'WTY9876', year_manufactured: '2019', mileage: 0, [field]: value };
    const res = await unchanged(() => post(t, '/api/vehicle', car, { token: tokens.access_token, json: true }));
    expectEnvelope(res, 400, error);
    expect(await vehicleCount()).toBe(before);
  });

  it('a number for the login number: 400', async () => {
    const res = await post(t, '/api/login', { mobile_number: 60123456789, password: 'Secret#123', captcha: '' }, { json: true });
    expectEnvelope(res, 400, 'mobile_number must be string');
  });

  it('the fields the contract lets be numbers still take them, and reach the handler as text', async () => {
    const { tokens } = await verifiedMember(t);
    const json = await post(t, '/api/vehicle', { model_brand: 'Perodua', model_name: 'Myvi', plate_number: 'WNU1357', year_manufactured: 2018, mileage: 0 }, { token: tokens.access_token, json: true });
    expect(json.statusCode).toBe(200);
    expect(json.json().result.year_manufactured).toBe('2018');
    const check = await post(t, '/api/service/intial-validate', { workshop_id: 'T8888', mileage: 1000, cycle_guid: '', vehicle_guid: json.json().result.guid }, { token: tokens.access_token, json: true });
    expect(check.json()).toEqual({ status_code: 200, result: null, error: null });
    // …but not as a boolean.
    const flag = await post(t, '/api/service/intial-validate', { workshop_id: 'T8888', mileage: true, cycle_guid: '' }, { token: tokens.access_token, json: true });
    expectEnvelope(flag, 400, 'mileage must be string or number');
  });
});

describe('submission_id', () => {
  it('reused for another car is a 409 and creates nothing', async () => {
    const { tokens } = await verifiedMember(t);
    const first = await addVehicle(t, tokens.access_token);
    const second = await addVehicle(t, tokens.access_token);
    const submission_id = crypto.randomUUID();
    const done = await submitService(t, tokens.access_token, fields(first.guid, { submission_id }));
    expect(done.statusCode).toBe(200);
    const before = await storedFiles();
    const reused = await unchanged(() => submitService(t, tokens.access_token, fields(second.guid, { submission_id }), { content: receiptFile('png') }));
    expectEnvelope(reused, 409, loyaltyErrors.submissionOtherVehicle);
    expect(await storedFiles()).toBe(before);
    // The same car still gets the first answer back.
    const retried = await submitService(t, tokens.access_token, fields(first.guid, { submission_id }));
    expect(retried.json()).toEqual(done.json());
  });
});
