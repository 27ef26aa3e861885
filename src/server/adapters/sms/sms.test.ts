import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, newMobile, post, registration } from '../../testing/accounts';
import { accountErrors } from '../../../shared/contract/accounts';
import type { Db } from '../../db/database';
import { fixedClock } from '../clock';
import { HttpSmsSender, OutboxSmsSender } from '.';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: { to: string; message: string };
}

describe('SMS_TRANSPORT=http', () => {
  let t: TestApp;
  let server: http.Server;
  const received: Received[] = [];
  let answer = 202;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(body) });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ SMS_TRANSPORT: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/send`, SMS_HTTP_TOKEN: 'gateway-token' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the code as JSON to the gateway, with its token, and keeps nothing in the outbox', async () => {
    const mobile = newMobile();
    expect((await post(t, '/api/user', registration(mobile))).statusCode).toBe(200);
    const last = received.at(-1)!;
    expect(last.body).toEqual({ to: mobile, message: expect.stringMatching(/verification code is \d{6}\b/) });
    expect(last.headers.authorization).toBe('Bearer gateway-token');
    expect(last.headers['content-type']).toBe('application/json');
    expect(await t.outbox(mobile)).toEqual([]);
  });

  it('answers 502 when the gateway refuses', async () => {
    answer = 500;
    const res = await post(t, '/api/user', registration(newMobile()));
    answer = 202;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status_code: 502, result: null, error: accountErrors.smsFailed });
  });

  it('has no outbox endpoint', async () => {
    const res = await get(t, `/api/dev/sms-outbox?mobile_number=${newMobile()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().status_code).toBe(404);
  });
});

describe('SMS_TRANSPORT=outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_TRANSPORT: 'outbox' });
  });
  afterAll(() => t.close());

  it('lists the texts of a number, newest first, and only that number’s', async () => {
    const mobile = newMobile();
    const other = newMobile();
    const registered = await post(t, '/api/user', registration(mobile));
    await post(t, '/api/user', registration(other));
    t.clock.advance(3 * 60 * 1000);
    await post(t, '/api/user/verification/resend', { mobile_number: mobile, registration_token: registered.json().result.registration_token });
    const res = await get(t, `/api/dev/sms-outbox?mobile_number=${mobile}`);
    expect(res.statusCode).toBe(200);
    const messages = res.json().result;
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({ mobile_number: mobile, message: expect.stringMatching(/\d{6}/), created_date: '2026-03-02T02:03:00.000Z' });
    expect(messages[1].created_date).toBe('2026-03-02T02:00:00.000Z');
  });

  it('needs a valid number', async () => {
    const res = await get(t, '/api/dev/sms-outbox');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Mobile No. is required.');
  });
});

describe('what the senders log', () => {
  const text = 'Your Quartz verification code is 482913. It expires in 10 minutes.';
  function capture() {
    const lines: object[] = [];
    return { lines, log: { info: (obj: object) => lines.push(obj), warn: (obj: object) => lines.push(obj) } };
  }
  const db = { insertInto: () => ({ values: () => ({ execute: async () => undefined }) }) } as unknown as Db;

  it('the outbox prints the text only when asked to (development), never by default', async () => {
    const quiet = capture();
    await new OutboxSmsSender(db, fixedClock('2026-03-02T02:00:00Z'), quiet.log).send({ to: '60123000001', text });
    expect(JSON.stringify(quiet.lines)).not.toContain('482913');
    const printing = capture();
    await new OutboxSmsSender(db, fixedClock('2026-03-02T02:00:00Z'), printing.log, { printText: true }).send({ to: '60123000001', text });
    expect(JSON.stringify(printing.lines)).toContain('482913');
  });

  it.each([202, 500])('the http transport never logs the text (gateway answers %i)', async (status) => {
    const { lines, log } = capture();
    const sender = new HttpSmsSender({ url: 'https://sms.example/send', token: 'gateway-token', fetch: async () => new Response(null, { status }) }, log);
    await sender.send({ to: '60123000001', text }).catch(() => undefined);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toMatch(/482913|gateway-token/);
  });
});
