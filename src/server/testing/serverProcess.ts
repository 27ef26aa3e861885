import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort, localS3ClientConfig, testReceiptStore } from './localServices';

const root = path.resolve(__dirname, '../../..');

/**
 * Where a test's server processes keep their data: a PostgreSQL database of their own or an embedded
 * one, and receipts in a bucket of their own when the run keeps receipts in its s3rver.
 */
export interface ProcessStores {
  /** The environment that points a server at it. */
  env: Record<string, string>;
  /** The node's DATA_DIR: the embedded database, receipts on disk, uploads on their way to a bucket. */
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * Empty stores for servers started as processes: on PostgreSQL (when the suite runs with DATABASE_URL)
 * a new database that the servers migrate themselves, else a fresh embedded data folder; with
 * RECEIPT_STORE=s3 a new bucket in the run's s3rver.
 */
export async function processStores(): Promise<ProcessStores> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-node-'));
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const bucketEnv = testReceiptStore() === 's3' ? await newRunBucket() : {};
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATA_DIR: dataDir, DATABASE_URL: '', ...bucketEnv }, dataDir, drop: async () => removeFolder() };
  const name = `loyalty_nodes_${crypto.randomBytes(5).toString('hex')}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...bucketEnv },
    dataDir,
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      removeFolder();
    },
  };
}

/** A bucket of its own in the run's s3rver (globalSetup.ts), and the settings that point a server at it. */
async function newRunBucket(): Promise<Record<string, string>> {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('TEST_S3_ENDPOINT is not set: run the server tests through jest (globalSetup)');
  const bucket = `nodes-${crypto.randomBytes(5).toString('hex')}`;
  const client = new S3Client(localS3ClientConfig(endpoint));
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return objectStoreEnv(endpoint, bucket);
}

/** A server's settings for a bucket in an s3rver, with s3rver's fixed key pair as its credentials. */
export function objectStoreEnv(endpoint: string, bucket: string): Record<string, string> {
  return { RECEIPTS_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
}

async function adminQuery(url: URL, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export interface ServerProcess {
  baseUrl: string;
  process: ChildProcess;
  /** Everything the server has logged so far (JSON lines). */
  log(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The real server (src/server/main.ts) as its own process, as an operator runs a node. Started with
 * `node --import tsx`, not tsx's CLI, so a signal reaches the server itself rather than a wrapper.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-node-log-')), 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      CAPTCHA: 'off',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = () => fs.readFileSync(logFile, 'utf8');
  // As long as the calling hook allows: a cold start on a busy machine can take many seconds.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, process: child, log, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
