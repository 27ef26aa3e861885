import Redis from 'ioredis';
import { createTestApp, type TestApp } from '../testing/testApp';
import { describeWithRedis, startRedis, type LocalRedis } from '../testing/localServices';
import { newMobile, post } from '../testing/accounts';
import { defaultRateLimits } from './rateLimit';
import { probePaths, serverPaths } from '../../shared/contract/server';

const METRICS_TOKEN = 'metrics-token-for-the-redis-test';
const MAX = 5;
/** How long a test waits for a state before calling it never reached; never a measured figure. */
const GIVE_UP_MS = 20_000;

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describeWithRedis('rate limits when Redis goes away', () => {
  let redis: LocalRedis;
  let t: TestApp;
  const lines: string[] = [];

  const resend = (remoteAddress: string) => post(t, '/api/user/verification/resend', { mobile_number: newMobile() }, { remoteAddress });
  const statusesOf = async (remoteAddress: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await resend(remoteAddress)).statusCode);
    return statuses;
  };
  const metric = async (name: string) => {
    const res = await t.app.inject({ method: 'GET', url: probePaths.metrics, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = res.body.split('\n').find((l) => l.startsWith(`${name} `));
    return line ? Number(line.split(' ')[1]) : NaN;
  };
  const logged = (text: string) => lines.filter((line) => line.includes(text)).length;
  const stopRedis = async () => {
    const exited = new Promise((resolve) => redis.process.once('exit', resolve));
    redis.stop();
    await exited;
  };

  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp(
      { REDIS_URL: `redis://127.0.0.1:${redis.port}`, METRICS_TOKEN },
      {
        rateLimits: { ...defaultRateLimits, sendsCode: { max: MAX, timeWindow: 60_000 } },
        redisFallback: { deadlineMs: 200, retryMs: 100 },
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    redis?.stop();
  });

  it('counts in Redis while it answers', async () => {
    expect(await statusesOf('203.0.113.70', MAX + 1)).toEqual([...Array(MAX).fill(200), 429]);
    expect(await metric('loyalty_rate_limit_local')).toBe(0);
    const client = new Redis(redis.port, '127.0.0.1');
    try {
      expect((await client.keys('loyalty-rate-limit-*')).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });

  it('falls back to this node’s own limits at once when Redis stops: still limited, logged once, shown in /metrics, and the node stays ready', async () => {
    await stopRedis();
    // Fail safe: the limit still holds for a new address, counted on this node alone.
    expect(await statusesOf('203.0.113.71', MAX + 1)).toEqual([...Array(MAX).fill(200), 429]);
    expect(await statusesOf('203.0.113.72', MAX + 1)).toEqual([...Array(MAX).fill(200), 429]);
    expect(logged('Redis did not answer')).toBe(1);
    expect(await metric('loyalty_rate_limit_local')).toBe(1);
    expect(await metric('loyalty_rate_limit_fallbacks_total')).toBe(1);
    // Every node shares Redis: its outage must not take them all out of the load balancer.
    const ready = await t.app.inject({ method: 'GET', url: serverPaths.ready });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().result).toMatchObject({ ready: true, checks: { database: 'ok', redis: expect.stringMatching(/^(failed|timed out)$/) } });
  }, 30_000);

  it('returns to Redis when it is back', async () => {
    redis = await startRedis(redis.port);
    expect(await eventually(async () => (await metric('loyalty_rate_limit_local')) === 0)).toBe(true);
    expect(logged('Redis answers again')).toBe(1);
    expect(await statusesOf('203.0.113.73', MAX + 1)).toEqual([...Array(MAX).fill(200), 429]);
    const client = new Redis(redis.port, '127.0.0.1');
    try {
      // The counts are in the new Redis: the node counts there again.
      expect((await client.keys('loyalty-rate-limit-*')).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
    expect((await t.app.inject({ method: 'GET', url: serverPaths.ready })).json().result).toMatchObject({ ready: true, checks: { redis: 'ok' } });
  }, 30_000);
});
