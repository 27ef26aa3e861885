import { createTestApp, type TestApp } from '../testing/testApp';
import { verifiedMember } from '../testing/accounts';
import { accountPaths } from '../../shared/contract/accounts';
import { defaultRateLimits } from './rateLimit';
import { BODY_TOO_COMPLEX, DEFAULT_BODY_LIMIT, DEFAULT_JSON_SHAPE, withinJsonShape } from './bodies';

const refresh = (t: TestApp, payload: string, remoteAddress = '203.0.113.50') =>
  t.app.inject({ method: 'POST', url: accountPaths.refreshToken, payload, headers: { 'content-type': 'application/json' }, remoteAddress });

describe('the shape check before a JSON parse', () => {
  it('counts nesting and items outside strings, and stops at the first excess', () => {
    const shape = { depth: 3, items: 5 };
    expect(withinJsonShape('{"a":{"b":[1,2]}}', shape)).toBe(true);
    expect(withinJsonShape('[[[[1]]]]', shape)).toBe(false);
    expect(withinJsonShape('[1,2,3,4,5,6]', shape)).toBe(false);
    expect(withinJsonShape('[{},{},{}]', shape)).toBe(false);
    // Brackets, commas and escaped quotes inside a string are text.
    expect(withinJsonShape('{"a":"[[[[,,,,,,\\"[[[["}', shape)).toBe(true);
    expect(withinJsonShape('{"mobile_number":"60123456789","password":"x"}', DEFAULT_JSON_SHAPE)).toBe(true);
  });
});

describe('request bodies that cost more than their size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a body past the limit with 413 in the envelope, before reading it', async () => {
    const res = await refresh(t, JSON.stringify({ refresh_token: 'a'.repeat(DEFAULT_BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status_code: 413, result: null, error: 'The request is too large' });
  });

  it('refuses deep nesting under the size limit with 400 in the envelope', async () => {
    const depth = 2_000;
    const res = await refresh(t, '['.repeat(depth) + ']'.repeat(depth));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error: BODY_TOO_COMPLEX });
  });

  it('refuses thousands of empty objects with 400 in the envelope', async () => {
    const res = await refresh(t, `{"refresh_token":"x","a":[${Array(3_000).fill('{}').join(',')}]}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error: BODY_TOO_COMPLEX });
  });

  it('answers in the caller\'s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: accountPaths.refreshToken,
      payload: '['.repeat(50) + ']'.repeat(50),
      headers: { 'content-type': 'application/json', 'accept-language': 'ms' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/bersarang/);
  });

  it('still parses ordinary bodies and refuses prototype keys as before', async () => {
    const { tokens } = await verifiedMember(t);
    const ok = await refresh(t, JSON.stringify({ refresh_token: tokens.refresh_token }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status_code: 200, result: { access_token: expect.any(String), refresh_token: expect.any(String) }, error: null });
    const poisoned = await refresh(t, '{"__proto__":{"admin":true},"refresh_token":"x"}');
    expect(poisoned.statusCode).toBe(400);
  });

  it('changes nothing when it refuses: the refresh token refused with a nested body still works', async () => {
    const { tokens } = await verifiedMember(t);
    const nested = await refresh(t, `{"refresh_token":${JSON.stringify(tokens.refresh_token)},"x":${'['.repeat(10)}${']'.repeat(10)}}`);
    expect(nested.statusCode).toBe(400);
    const ok = await refresh(t, JSON.stringify({ refresh_token: tokens.refresh_token }));
    expect(ok.statusCode).toBe(200);
  });
});

describe('every call without a login is rate-limited per address', () => {
  let t: TestApp;
  const publicCalls = { max: 5, timeWindow: 60_000 };
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimits: { ...defaultRateLimits, publicCalls } });
  });
  afterAll(() => t.close());

  it('limits the token refresh, answering 429 in the envelope', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= publicCalls.max; i++) statuses.push((await refresh(t, JSON.stringify({ refresh_token: 'a'.repeat(43) }), '203.0.113.60')).statusCode);
    expect(statuses.slice(0, publicCalls.max)).toEqual(Array(publicCalls.max).fill(401));
    const limited = await refresh(t, JSON.stringify({ refresh_token: 'a'.repeat(43) }), '203.0.113.60');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status_code: 429, result: { retry_after: expect.any(Number) }, error: expect.any(String) });
    // Another address is not affected.
    expect((await refresh(t, JSON.stringify({ refresh_token: 'a'.repeat(43) }), '203.0.113.61')).statusCode).toBe(401);
  });

  it('limits the other public calls too, but never the probes', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.62' });
    const statuses: number[] = [];
    for (let i = 0; i <= publicCalls.max; i++) statuses.push((await get('/api/app-config')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    for (let i = 0; i <= publicCalls.max * 2; i++) expect((await get('/api/health')).statusCode).toBe(200);
    for (let i = 0; i <= publicCalls.max * 2; i++) expect((await get('/api/ready')).statusCode).toBe(200);
  });

  it('limits a stranger guessing a workshop key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= publicCalls.max; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/workshop/service/TXN0000001', headers: { 'x-workshop-key': `guess-${i}` }, remoteAddress: '203.0.113.63' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, publicCalls.max)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});
