import { createTestApp, type TestApp } from '../testing/testApp';
import { describeWithRedis, startRedis, type LocalRedis } from '../testing/localServices';
import { newMobile, post } from '../testing/accounts';
import { defaultRateLimits } from './rateLimit';
import { accountErrors } from '../../shared/contract/accounts';

/** Sends resend requests (cheap: each answers 400 for an unknown number) until one is limited. */
async function resendUntilLimited(t: TestApp, remoteAddress: string, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    statuses.push((await post(t, '/api/user/verification/resend', { mobile_number: newMobile() }, { remoteAddress })).statusCode);
  }
  return statuses;
}

describe('CODE_SENDS_PER_ADDRESS', () => {
  it('sets how many texted codes one address may ask for in 15 minutes', async () => {
    const t = await createTestApp({ CODE_SENDS_PER_ADDRESS: '3' }, { rateLimits: undefined });
    try {
      expect(await resendUntilLimited(t, '203.0.113.30', 4)).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('per-address rate limits, in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimits: defaultRateLimits });
  });
  afterAll(() => t.close());

  it('answers 429 in the envelope once an address sends too many code requests', async () => {
    const max = defaultRateLimits.sendsCode.max;
    const statuses = await resendUntilLimited(t, '203.0.113.10', max + 1);
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    const limited = await post(t, '/api/user/verification/resend', { mobile_number: newMobile() }, { remoteAddress: '203.0.113.10' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status_code: 429, result: { retry_after: expect.any(Number) }, error: accountErrors.tooManyRequests });
    // Another address is not affected.
    expect((await post(t, '/api/user/verification/resend', { mobile_number: newMobile() }, { remoteAddress: '203.0.113.11' })).statusCode).toBe(200);
  });

  it('limits password checks separately', async () => {
    const max = defaultRateLimits.checksSecret.max;
    let last = 0;
    for (let i = 0; i <= max; i++) {
      last = (await post(t, '/api/login', { mobile_number: '', password: '' }, { remoteAddress: '203.0.113.20' })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('believes X-Forwarded-For only from a private-network proxy', async () => {
    const max = defaultRateLimits.sendsCode.max;
    const resend = (remoteAddress: string, forwarded: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/verification/resend',
        payload: { mobile_number: newMobile() },
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
      });
    // Behind the load balancer every member has an address of their own.
    const viaProxy: number[] = [];
    for (let i = 0; i <= max; i++) viaProxy.push((await resend('10.0.0.5', `198.51.100.${i}`)).statusCode);
    expect(viaProxy).not.toContain(429);
    // A caller on the internet cannot pose as many by forging the header.
    const direct: number[] = [];
    for (let i = 0; i <= max; i++) direct.push((await resend('192.0.2.77', `198.51.100.${100 + i}`)).statusCode);
    expect(direct.at(-1)).toBe(429);
  });
});

describeWithRedis('per-address rate limits in Redis (REDIS_URL)', () => {
  let redis: LocalRedis | undefined;
  let port: number;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    port = redis.port;
    for (let i = 0; i < 2; i++) {
      apps.push(await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` }, { rateLimits: defaultRateLimits }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis?.stop();
  });

  it('shares the count between API nodes', async () => {
    const max = defaultRateLimits.sendsCode.max;
    const half = Math.ceil(max / 2);
    await resendUntilLimited(apps[0], '203.0.113.30', half);
    const rest = await resendUntilLimited(apps[1], '203.0.113.30', max - half + 1);
    expect(rest.at(-1)).toBe(429);
    expect(rest.slice(0, -1).every((s) => s === 200)).toBe(true);
  });
});
