/**
 * Memory of concurrent receipt uploads through the real API: 10 uploads of just under 10 MB at once,
 * over HTTP, into an S3-compatible store (s3rver, in a child process so its own memory is not counted)
 * and, for comparison, onto disk. Prints the server process's peak growth over its idle baseline.
 *
 *   npx tsx scripts/bench/receiptMemory.ts [uploads=10] [s3|disk|both]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../config';
import { createReceiptStorage } from '../../src/server/adapters/receipts';
import globalSetup from '../../src/server/testing/globalSetup';
import { createTestApp, type TestApp } from '../../src/server/testing/testApp';
import { verifiedMember } from '../../src/server/testing/accounts';
import { addVehicle, receiptFile, submissionFields } from '../../src/server/testing/loyalty';
import { createWorkshop } from '../../src/server/testing/workshops';
import { RECEIPT_MAX_BYTES } from '../../src/shared/rules';

const uploads = Number(process.argv[2] ?? 10);
const stores = process.argv[3] === 's3' || process.argv[3] === 'disk' ? [process.argv[3]] : ['s3', 'disk'];
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** s3rver in a child process, with one bucket; answers its endpoint and how to stop it. */
async function startS3Process(): Promise<{ endpoint: string; stop(): void }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-s3-'));
  const program = `
    const S3rver = require('s3rver');
    new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)}, configureBuckets: [{ name: 'receipts' }] })
      .run().then(({ port }) => console.log(port));`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A multipart submission whose receipt (a JPEG head, then bytes made as they are sent) is streamed, never built whole. */
function upload(port: number, token: string, fields: Record<string, string | number>, seed: number): Promise<number> {
  const boundary = `----bench${seed}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="receipt_img"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = RECEIPT_MAX_BYTES - 1;
  const first = receiptFile('jpeg', `bench-${seed}-${Date.now()}`);
  async function* body() {
    yield head;
    yield first;
    for (let sent = first.length; sent < size; sent += CHUNK) yield Buffer.alloc(Math.min(CHUNK, size - sent), seed);
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        port,
        method: 'POST',
        path: '/api/service',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    Readable.from(body()).pipe(request);
  });
}

interface Sample {
  rss: number;
  heapUsed: number;
  external: number;
}

function sample(): Sample {
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

async function measure(store: string): Promise<void> {
  const s3 = store === 's3' ? await startS3Process() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const env: Record<string, string> = s3 ? { RECEIPTS_BUCKET: 'receipts', S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true', DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  // The SDK's standard chain reads these, as it would real credentials; s3rver accepts only its own pair.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const receipts = createReceiptStorage(loadConfig({ NODE_ENV: 'test', ...env }));
  let t: TestApp | undefined;
  try {
    t = await createTestApp(env, { receipts });
    await createWorkshop(t, { workshopId: 'T8888', listed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // One member and car per upload: a car earns at most 2 bottles a day.
    const senders = [];
    for (let i = 0; i < uploads + 1; i++) {
      const { tokens } = await verifiedMember(t);
      const car = await addVehicle(t, tokens.access_token);
      senders.push({ token: tokens.access_token, fields: submissionFields(car.guid, 'T8888') as Record<string, string | number> });
    }
    // A first upload alone loads every code path, so the baseline is the warm server at rest.
    const warm = senders.pop()!;
    if ((await upload(port, warm.token, warm.fields, 255)) !== 200) throw new Error('the warm-up upload was refused');
    global.gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const baseline = sample();
    const peak = { ...baseline };
    const timer = setInterval(() => {
      const now = sample();
      for (const name of ['rss', 'heapUsed', 'external'] as const) peak[name] = Math.max(peak[name], now[name]);
    }, 5);
    const started = Date.now();
    const statuses = await Promise.all(senders.map((sender, i) => upload(port, sender.token, sender.fields, i + 1)));
    const elapsed = Date.now() - started;
    clearInterval(timer);
    const stored = (await t.storedReceipts()).length;
    const grown = (name: keyof Sample) => `${((peak[name] - baseline[name]) / MB).toFixed(1)} MB`;
    console.log(
      `${store.padEnd(4)}: ${uploads} uploads of ${((RECEIPT_MAX_BYTES - 1) / MB).toFixed(1)} MB at once in ${elapsed} ms, answers ${[...new Set(statuses)].join(',')}, ${stored} receipts stored;` +
        ` peak growth over ${(baseline.rss / MB).toFixed(0)} MB RSS at rest: RSS +${grown('rss')}, heap +${grown('heapUsed')}, buffers outside the heap +${grown('external')}`,
    );
  } finally {
    await t?.close();
    s3?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // The migrated database every test app loads (as the test run's globalSetup makes it).
  await globalSetup();
  try {
    for (const store of stores) await measure(store);
  } finally {
    const dump = process.env.TEST_PGLITE_DUMP;
    if (dump) fs.rmSync(path.dirname(dump), { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
