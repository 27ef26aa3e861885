/**
 * Throughput of the service-check poll, /api/loyalty and login (issue 13, goals 3 and 4): starts the
 * real server twice (embedded database and PostgreSQL) and a bare Fastify 'hello world' of the same
 * version, then runs autocannon against each in turn, round after round, so a burst of other work on
 * the machine falls on all of them alike; prints the medians of the rounds and each figure's ratio to
 * the bare Fastify's requests a second.
 *
 *   npm run bench:poll
 *   POLL_CONNECTIONS=50 POLL_SECONDS=15 POLL_ROUNDS=3 POLL_SETTLE_SECONDS=5 POLL_DATABASE_SERVER=postgres://postgres@127.0.0.1:5432 npm run bench:poll
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../../src/server/testing/localServices';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/serverProcess';
import { BENCH_PASSWORD, pollingMember, type PollingMember } from './poll/member';

const connections = Number(process.env.POLL_CONNECTIONS ?? 50);
const seconds = Number(process.env.POLL_SECONDS ?? 15);
const rounds = Number(process.env.POLL_ROUNDS ?? 3);
// Login's argon2 queue outlives its run by seconds: each run starts once the one before has drained.
const settleSeconds = Number(process.env.POLL_SETTLE_SECONDS ?? 5);
const databaseServer = process.env.POLL_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const POLL_GOAL = { embedded: 0.05, postgres: 0.1 } as const;
const P99_GOAL_MS = 50;

interface Target {
  name: string;
  options: autocannon.Options;
  /** The answer every request must get. */
  status: number;
}

interface Figures {
  reqPerSec: number[];
  p99: number[];
  unexpected: number;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-poll-'));
  const dbName = `loyalty_bench_poll_${process.pid}`;
  await adminQuery(`create database ${dbName}`);
  const started: { kill(): void }[] = [];
  try {
    const bare = await startBareFastify();
    started.push(bare);
    const embedded = await startServerProcess({ DATA_DIR: path.join(dataDir, 'embedded'), DATABASE_URL: '', EXPIRY_JOB_MINUTES: '0', RETENTION_JOB_MINUTES: '0' });
    started.push(embedded.process);
    const postgres = await startServerProcess({ DATA_DIR: path.join(dataDir, 'postgres'), DATABASE_URL: `${databaseServer}/${dbName}`, EXPIRY_JOB_MINUTES: '0', RETENTION_JOB_MINUTES: '0' });
    started.push(postgres.process);
    const servers: [string, ServerProcess, PollingMember][] = [
      ['embedded', embedded, await pollingMember(embedded.baseUrl, '60198765401')],
      ['postgres', postgres, await pollingMember(postgres.baseUrl, '60198765402')],
    ];
    const targets: Target[] = [{ name: 'bare Fastify hello world', options: { url: bare.baseUrl }, status: 200 }];
    for (const [kind, server, member] of servers) {
      const auth = { authorization: `Bearer ${member.accessToken}` };
      targets.push(
        { name: `${kind}: GET /api/service/check/{txn}`, options: { url: `${server.baseUrl}/api/service/check/${member.transactionCode}`, headers: auth }, status: 202 },
        { name: `${kind}: GET /api/loyalty`, options: { url: `${server.baseUrl}/api/loyalty`, headers: auth }, status: 200 },
        {
          name: `${kind}: POST /api/login`,
          options: {
            url: `${server.baseUrl}/api/login`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mobile_number: member.mobile, password: BENCH_PASSWORD, captcha: '' }),
            // Members log in from many addresses: the per-address limit is not what is measured here.
            requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': randomAddress() } }) }],
          },
          status: 200,
        },
      );
    }
    console.log(`bench:poll on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}: ${rounds} rounds of ${seconds} s at ${connections} connections per target`);
    const figures = new Map<string, Figures>(targets.map((t) => [t.name, { reqPerSec: [], p99: [], unexpected: 0 }]));
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
        // A short unmeasured run first, so each server's code is compiled hot before it is measured.
        await autocannon({ connections, duration: 2, ...target.options });
        const result = await autocannon({ connections, duration: seconds, ...target.options });
        const f = figures.get(target.name)!;
        f.reqPerSec.push(result.requests.average);
        f.p99.push(result.latency.p99);
        f.unexpected += result.errors + result.timeouts + (target.status === 200 || target.status === 202 ? result.non2xx : 0);
        console.log(`  round ${round}  ${target.name.padEnd(42)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p99 ${result.latency.p99} ms`);
      }
    }
    const memory = servers.map(([kind, server]) => `${kind} ${rssMiB(server.process.pid!)} MiB`).join(', ');
    printTable(targets, figures);
    console.log(`\nServer memory (resident) after the runs: ${memory}.`);
  } finally {
    for (const child of started) child.kill();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(targets: Target[], figures: Map<string, Figures>): void {
  const bare = median(figures.get(targets[0].name)!.reqPerSec);
  console.log(`\n| target | req/s (median of ${rounds}) | p99 ms | ratio to bare Fastify |`);
  console.log('|---|---:|---:|---:|');
  const verdicts: string[] = [];
  for (const target of targets) {
    const f = figures.get(target.name)!;
    const reqPerSec = median(f.reqPerSec);
    const p99 = median(f.p99);
    const ratio = reqPerSec / bare;
    console.log(`| ${target.name} | ${Math.round(reqPerSec).toLocaleString('en')} | ${p99} | ${ratio.toFixed(3)} |`);
    if (f.unexpected > 0) verdicts.push(`${target.name}: ${f.unexpected} answers were errors or not ${target.status}`);
    const kind = target.name.startsWith('embedded') ? 'embedded' : target.name.startsWith('postgres') ? 'postgres' : null;
    if (kind && target.name.includes('/api/service/check')) {
      const met = ratio >= POLL_GOAL[kind] && p99 <= P99_GOAL_MS;
      verdicts.push(`${kind} poll: ratio ${ratio.toFixed(3)} (goal ≥ ${POLL_GOAL[kind]}), p99 ${p99} ms (goal ≤ ${P99_GOAL_MS}): ${met ? 'met' : 'NOT met'}`);
    }
  }
  console.log(`\n${verdicts.join('\n')}`);
}

/** A Fastify 'hello world' of the version the server runs, as its own process. */
async function startBareFastify(): Promise<{ baseUrl: string; kill(): void }> {
  const port = await freePort();
  const program = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('listening'));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', program], { cwd: path.resolve(__dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`The bare Fastify exited with ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, kill: () => child.kill() };
}

function randomAddress(): string {
  const bytes = crypto.randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${databaseServer}/postgres` });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
});
