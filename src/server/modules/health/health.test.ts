import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { describeWithRedis, freePort, startRedis, startS3, type LocalRedis, type LocalS3 } from '../../testing/localServices';
import { createS3ReceiptStorage } from '../../adapters/receipts';
import type { S3Client } from '@aws-sdk/client-s3';
import { probePaths, serverPaths } from '../../../shared/contract/server';
import Redis from 'ioredis';
import { bounded, checkReadiness, notReadyMessage } from './service';

const envelopeOf = (body: string) => JSON.parse(body) as { status_code: number; result: unknown; error: string | null };
/** What readiness adds when the run keeps receipts in a bucket (RECEIPT_STORE=s3). */
// The free space where uploads are written is checked for either store: the receipts folder or the bucket's spool.
const bucketCheck = (t: TestApp) => ({ ...(t.receiptStore === 's3' ? { object_store: 'ok' } : {}), receipt_space: 'ok' });

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([serverPaths.health, probePaths.healthz, probePaths.livez])('%s answers 200 in the envelope', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: { ok: true, time: '2026-03-02T02:00:00.000Z' }, error: null });
  });

  it.each([serverPaths.ready, probePaths.readyz])('%s checks the database and says so', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: { ready: true, checks: { database: 'ok', ...bucketCheck(t) } }, error: null });
  });

  it('answers /metrics 404 in the envelope while METRICS_TOKEN is unset', async () => {
    const res = await t.app.inject({ method: 'GET', url: probePaths.metrics });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_code: 404, result: null, error: 'Metrics are off' });
  });

  // Over twice the largest limit of any route. Readiness is one probe in five: each may ask the
  // bucket, and on a busy machine that is what takes the time.
  it('is never rate-limited: a probe every few milliseconds keeps passing', async () => {
    for (let i = 0; i < 150; i++) {
      const res = await t.app.inject({ method: 'GET', url: i % 5 === 0 ? probePaths.readyz : probePaths.healthz });
      expect([i, res.statusCode]).toEqual([i, 200]);
    }
  }, 60_000);
});

describe('readiness on a database that does not answer', () => {
  let t: TestApp;
  let dead: Kysely<Database>;
  const password = 'hunter2-never-shown';
  beforeAll(async () => {
    // Port 1 on loopback refuses at once: as a database that is down.
    dead = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: `postgres://loyalty:${password}@127.0.0.1:1/loyalty`, connectionTimeoutMillis: 1000 }) }),
    });
    t = await createTestApp({}, { db: dead });
  });
  afterAll(async () => {
    await t.close();
    await dead.destroy();
  });

  it('is 503 in the envelope, naming the database and nothing about how it is reached', async () => {
    for (const url of [serverPaths.ready, probePaths.readyz]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status_code: 503, result: { ready: false, checks: { database: 'failed', ...bucketCheck(t) } }, error: 'Not ready: database failed' });
      expect(res.body).not.toMatch(/hunter2|127\.0\.0\.1|postgres:|loyalty@/);
    }
    // Liveness does no I/O: the process is still up.
    expect((await t.app.inject({ method: 'GET', url: probePaths.healthz })).statusCode).toBe(200);
  });
});

describe('bounded checks', () => {
  it('says ok, failed, or timed out when the check hangs past its deadline', async () => {
    expect(await bounded(async () => 1, 1000)).toBe('ok');
    expect(await bounded(async () => Promise.reject(new Error('down')), 1000)).toBe('failed');
    expect(await bounded(() => new Promise(() => {}), 20)).toBe('timed out');
  });
});

describe('probe paths beside the web app', () => {
  let t: TestApp;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    t = await createTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('never answer the web app\'s page', async () => {
    for (const [url, status] of [
      [probePaths.healthz, 200],
      [probePaths.livez, 200],
      [probePaths.readyz, 200],
      [probePaths.metrics, 404],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect([method, url, res.statusCode, res.headers['content-type']]).toEqual([method, url, status, expect.stringMatching(/^application\/json/)]);
        if (method === 'GET') expect(envelopeOf(res.body).status_code).toBe(status);
      }
    }
    // Any other page still gets the web app.
    const page = await t.app.inject({ method: 'GET', url: '/vehicles' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
  });
});

describeWithRedis('readiness with REDIS_URL', () => {
  let redis: LocalRedis | undefined;
  let up: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    up = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${redis.port}` });
  }, 60_000);
  afterAll(async () => {
    await up?.close();
    redis?.stop();
  });

  it('PINGs Redis and says so', async () => {
    const res = await up.app.inject({ method: 'GET', url: serverPaths.ready });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok', ...bucketCheck(up) } });
  });

  it('stays ready when Redis does not answer, reporting it and nothing about how it is reached', async () => {
    // A client with no connection and no queue: its PING fails at once, as on a Redis that is down.
    const dead = new Redis(`redis://:redis-pass-never-shown@127.0.0.1:${await freePort()}`, { lazyConnect: true, enableOfflineQueue: false });
    dead.on('error', () => {});
    try {
      const readiness = await checkReadiness({ db: up.database.db, redis: dead, timeoutMs: 2000 });
      // Every node shares Redis: failing on it would take the whole fleet out at once, while each node can count its limits alone.
      expect(readiness).toEqual({ ready: true, checks: { database: 'ok', redis: expect.stringMatching(/^(failed|timed out)$/) } });
      expect(notReadyMessage({ ...readiness, checks: { ...readiness.checks, database: 'failed' } })).toBe('Not ready: database failed');
    } finally {
      dead.disconnect();
    }
  });
});

describe('readiness with the receipts in a bucket', () => {
  let s3: LocalS3;
  let client: S3Client;
  let t: TestApp;
  const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-spool-'));
  beforeAll(async () => {
    s3 = await startS3('ready-receipts');
    client = s3.client();
    const receipts = createS3ReceiptStorage({ client, bucket: s3.bucket, spoolDir });
    // The store's first answer (s3rver loading what it serves with) took over the route's 2 s on a
    // busy machine: the route is asked once it has answered.
    await receipts.check!();
    t = await createTestApp({}, { receipts });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    client.destroy();
    await s3.stop();
    fs.rmSync(spoolDir, { recursive: true, force: true });
  });

  it('looks at the bucket and says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: serverPaths.ready });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: { ready: true, checks: { database: 'ok', object_store: 'ok', receipt_space: 'ok' } }, error: null });
  });

  it('names the object store when the bucket is missing', async () => {
    const noBucket = createS3ReceiptStorage({ client, bucket: 'no-such-bucket', spoolDir });
    const missing = await checkReadiness({ db: t.database.db, redis: null, objectStore: noBucket.check, timeoutMs: 2000 });
    expect(missing).toEqual({ ready: true, checks: { database: 'ok', object_store: 'failed' } });
  });

  it('stays 200 while the store stops answering, naming it: every node shares the bucket, so none leaves the load balancer for it', async () => {
    await s3.stop();
    for (const url of [serverPaths.ready, probePaths.readyz]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: 200,
        result: { ready: true, checks: { database: 'ok', object_store: expect.stringMatching(/^(failed|timed out)$/), receipt_space: 'ok' } },
        error: null,
      });
      expect(res.body).not.toMatch(/127\.0\.0\.1|ready-receipts|S3RVER/);
    }
  }, 15_000);
});
