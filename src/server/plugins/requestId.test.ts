import { createTestApp, type TestApp } from '../testing/testApp';
import { serverPaths } from '../../shared/contract/server';
import { requestIdOf } from './requestId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(() => t.close());

  const logged = () => lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });

  it("takes the load balancer's sane X-Request-Id, answers with it and puts it on the request's log lines", async () => {
    const given = 'lb-7f3a.1:trace_ID-42';
    const res = await t.app.inject({ method: 'GET', url: serverPaths.health, headers: { 'x-request-id': given } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(given);
    const own = logged().filter((line) => line.reqId === given);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['empty', ''],
    ['with a space', 'abc def'],
    ['with markup', '<script>alert(1)</script>'],
    ['with a newline', 'abc\\ndef'],
    ['with a slash', 'a/b'],
  ])('replaces an id %s with a UUID', async (_name, given) => {
    const res = await t.app.inject({ method: 'GET', url: serverPaths.health, headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(logged().some((line) => line.reqId === given)).toBe(false);
  });

  it('keeps an id of exactly 128 characters', () => {
    const given = 'A'.repeat(128);
    expect(requestIdOf({ headers: { 'x-request-id': given } })).toBe(given);
    // A header sent twice arrives as a list: neither is taken.
    expect(requestIdOf({ headers: { 'x-request-id': ['a', 'b'] as unknown as string } })).toMatch(UUID);
  });

  it('gives two requests without an id different ids', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: serverPaths.health })));
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const ids = new Set(logged().map((line) => line.reqId));
    expect(ids.has(a.headers['x-request-id'] as string)).toBe(true);
    expect(ids.has(b.headers['x-request-id'] as string)).toBe(true);
  });

  it.each([
    ['a 404', { method: 'GET', url: '/api/no-such-thing' }, 404],
    ['a refused body', { method: 'POST', url: '/api/login', payload: '{not json', headers: { 'content-type': 'application/json' } }, 400],
    ['an unauthenticated call', { method: 'GET', url: '/api/user/me' }, 401],
    ["Fastify's refusal of a broken address", { method: 'GET', url: '/api/pdf/%E0%A4%A' }, 400],
    ["Fastify's refusal of an overlong parameter", { method: 'GET', url: `/api/service/check/${'A'.repeat(101)}` }, 414],
  ] as const)('is on %s too', async (_name, request, status) => {
    const given = `probe-${status}`;
    const res = await t.app.inject({ ...request, headers: { ...('headers' in request ? request.headers : {}), 'x-request-id': given } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-request-id']).toBe(given);
    expect(res.json()).toEqual({ status_code: status, result: null, error: expect.any(String) });
  });
});
