/**
 * `npm run bench:bodies`: what bodies that cost more than their size do to everyone else.
 *
 * Starts the real server (src/server/main.ts) on a fresh embedded database and measures
 * `/api/health` under autocannon (-c 10) alone, then while three senders post, one after another
 * without pause, to the token refresh (`POST /api/user/auth/token`, no login needed): 1 MiB of
 * `[[[[…]]]]`, 349,525 `{}` items in 1 MiB (sent chunked, with no length announced), and the same
 * two shapes cut to just under the 16 KiB body limit. Prints each p50/p99/max, what the senders were
 * answered, and the goal: `/api/health` p99 under 50 ms meanwhile.
 * Options: --duration <s> (10). Figures move with the machine's load, which is printed too.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import { accountPaths } from '../../src/shared/contract/accounts';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/serverProcess';
import { numberOption } from './options';

const duration = numberOption('duration', 10);
const MIB = 1024 * 1024;
const GOAL_P99_MS = 50;

const nested = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
const emptyObjects = (bytes: number) => `[${Array(Math.floor((bytes - 2) / 3)).fill('{}').join(',')}]`;

/** What the senders post, in turn: [name, body, announce its length]. */
const bodies: [string, Buffer, boolean][] = [
  ['1 MiB of [[[[…]]]]', Buffer.from(nested(MIB)), true],
  ['349k {} items in 1 MiB, chunked', Buffer.from(emptyObjects(MIB)), false],
  ['16 KiB of [[[[…]]]]', Buffer.from(nested(16 * 1024 - 2)), true],
  ['5k {} items in 16 KiB', Buffer.from(emptyObjects(16 * 1024 - 2)), true],
];

/** One post; answers the status, or 0 when the connection ended without one (the server closed it mid-body). */
function postOnce(baseUrl: string, body: Buffer, announce: boolean, spread: boolean): Promise<number> {
  return new Promise((resolve) => {
    const url = new URL(accountPaths.refreshToken, baseUrl);
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    // The server believes a loopback proxy: a new address each time, so the per-address limit never applies.
    if (spread) headers['x-forwarded-for'] = `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}`;
    if (announce) headers['content-length'] = body.length;
    const request = http.request(url, { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

async function sender(baseUrl: string, stopped: () => boolean, statuses: Map<string, number>, offset: number, spread: boolean): Promise<void> {
  for (let i = offset; !stopped(); i++) {
    const [name, body, announce] = bodies[i % bodies.length];
    const status = await postOnce(baseUrl, body, announce, spread);
    const key = `${name}: ${status || 'closed'}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
}

async function health(baseUrl: string): Promise<{ p50: number; p99: number; max: number; rps: number; errors: number }> {
  const result = await autocannon({ url: `${baseUrl}/api/health`, connections: 10, duration });
  return { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

const show = (r: Awaited<ReturnType<typeof health>>) => `p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.rps} req/s, ${r.errors} errors`;

async function main(): Promise<void> {
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/loyalty-bench-bodies-`);
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ LOG_LEVEL: 'warn', EXPIRY_JOB_MINUTES: '0', RETENTION_JOB_MINUTES: '0', DATA_DIR: dataDir, DATABASE_URL: '' });
    const baseUrl = server.baseUrl;
    await health(baseUrl); // warm-up
    const alone = await health(baseUrl);
    console.log(`/api/health, autocannon -c 10 -d ${duration}:`);
    console.log(`  alone: ${show(alone)}`);
    let met = true;
    for (const spread of [false, true]) {
      // The senders run in a process of their own, so their work never delays autocannon's clock.
      const senders = fork(__filename, ['--senders', baseUrl, spread ? 'spread' : 'one'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      await new Promise((resolve) => senders.once('message', resolve));
      const attacked = await health(baseUrl);
      const statuses = await new Promise<Map<string, number>>((resolve) => {
        senders.once('message', (counts) => resolve(new Map(counts as [string, number][])));
        senders.send('stop');
      });
      met &&= attacked.p99 < GOAL_P99_MS;
      const from = spread ? 'a new address for every post (no 429)' : 'one address';
      console.log(`  beside 3 senders from ${from}: ${show(attacked)}`);
      console.log('    answered (status: count; 429 is the per-address limit of calls without a login):');
      for (const [key, count] of [...statuses].sort()) console.log(`      ${key}: ${count}`);
    }
    console.log(`goal: /api/health p99 under ${GOAL_P99_MS} ms beside the senders: ${met ? 'met' : 'not met'}`);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    if (server && server.process.exitCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The three senders' process: posts until told to stop, then answers what it was answered. */
async function senders(baseUrl: string, spread: boolean): Promise<void> {
  let stop = false;
  const statuses = new Map<string, number>();
  process.once('message', () => (stop = true));
  const running = [0, 1, 2].map((i) => sender(baseUrl, () => stop, statuses, i, spread));
  process.send!('started');
  await Promise.all(running);
  process.send!([...statuses]);
  process.disconnect();
}

const at = process.argv.indexOf('--senders');
(at > 0 ? senders(process.argv[at + 1], process.argv[at + 2] === 'spread') : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
