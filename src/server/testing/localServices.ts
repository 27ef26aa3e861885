import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { quietSdkLogger } from '../adapters/receipts';
import S3rver from 's3rver';

/** A TCP port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const redisPaths = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
const redisServerPath = redisPaths.find((p) => fs.existsSync(p));

/**
 * `describe` for tests that start their own redis-server: skipped with a notice on a developer's
 * machine without one, but under CI=true a missing Redis fails the run, as a missing browser does
 * (src/e2e/browser.ts).
 */
export function describeWithRedis(name: string, body: () => void): void {
  if (redisServerPath) return describe(name, body);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('needs redis-server', () => {
        throw new Error(`redis-server not found at ${redisPaths.join(' or ')}: apt-get install -y redis-server`);
      });
    });
  }
  console.warn(`redis-server not found: '${name}' is skipped`);
  return describe.skip(name, body);
}

export interface LocalRedis {
  port: number;
  process: ChildProcess;
  stop(): void;
}

/**
 * A throwaway redis-server on a free port (or the one given), without persistence. Waits as long as the calling hook's
 * limit allows rather than a fixed number of tries: on a busy machine it can take seconds to listen.
 */
export async function startRedis(onPort?: number): Promise<LocalRedis> {
  // A given port: the same Redis started again after a test stopped it.
  const port = onPort ?? (await freePort());
  const child = spawn(redisServerPath!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
  while (!(await listening())) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, process: child, stop: () => child.kill() };
}

export interface LocalS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** A bucket made when the server started. */
  bucket: string;
  /** How to reach it: path-style addressing and s3rver's fixed credentials. */
  clientConfig: S3ClientConfig;
  /** A new client of it; destroy it when done. */
  client(): S3Client;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

/** Client settings for the s3rver at `endpoint`, which accepts only its own fixed key pair. */
export function localS3ClientConfig(endpoint: string): S3ClientConfig {
  return {
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // s3rver would store the aws-chunked encoding of a streamed body as it is: as the production client does (adapters/receipts).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    logger: quietSdkLogger,
  };
}

/**
 * A throwaway S3-compatible server (s3rver, in this process) on a free port, keeping its objects in
 * a temporary folder, with one bucket. It stands in for AWS S3, MinIO or R2 in the tests.
 */
export async function startS3(bucket = 'receipts'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const clientConfig = localS3ClientConfig(endpoint);
  let stopped = false;
  return {
    endpoint,
    bucket,
    clientConfig,
    client: () => new S3Client(clientConfig),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type TestReceiptStore = 'disk' | 's3';

/**
 * Where the run keeps receipts: on disk, or with RECEIPT_STORE=s3 in the s3rver globalSetup.ts
 * starts, as in production with RECEIPTS_BUCKET.
 */
export function testReceiptStore(): TestReceiptStore {
  const kind = process.env.RECEIPT_STORE || 'disk';
  if (kind !== 'disk' && kind !== 's3') throw new Error(`RECEIPT_STORE must be disk or s3 (got "${kind}")`);
  return kind;
}
