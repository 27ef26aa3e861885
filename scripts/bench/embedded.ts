/**
 * `npm run bench:embedded`: the embedded database in its worker thread, measured on the real server.
 *
 * 1. A slow query does not hold other requests: autocannon hits /api/health while a member polls,
 *    one request after another, a transaction code whose query spends 200 ms in the database
 *    (slowQuery.ts, loaded into this server only). /api/health's p99 is printed beside its p99 with
 *    nothing else running.
 * 2. The server's memory (RSS of its process, worker included) at rest and under load. The embedded
 *    server is measured once restarted on the data folder its first start created, as a node runs.
 * 3. Throughput on the status poll and on /api/loyalty (autocannon -c 50), embedded and on
 *    PostgreSQL (a database of its own in BENCH_POSTGRES_URL's server), in interleaved rounds.
 *
 * Each server starts on a fresh data folder (or database) and is the real one (src/server/main.ts,
 * serving the built app when `npm run build` has made it). Figures move with whatever else the machine
 * runs: read them beside the machine's load, which is printed too.
 * Options: --duration <s> (10) --rounds <n> (3); BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loyaltyPaths } from '../../src/shared/contract/loyalty';
import { addVehicle, registerMember } from '../../src/server/testing/httpMembers';
import { multipartBody, receiptFile, submissionFields } from '../../src/server/testing/loyalty';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/serverProcess';
import { SLOW_QUERY_MARKER, SLOW_QUERY_MS } from './slowQuery';
import { numberOption } from './options';

const WORKSHOP = 'KL1001';
const MB = 1024 * 1024;

const duration = numberOption('duration', 10);
const rounds = numberOption('rounds', 3);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Node {
  name: 'embedded' | 'PostgreSQL';
  server: ServerProcess;
  token: string;
  txn: string;
  cleanUp(): Promise<void>;
}

/** The server process's resident memory, worker threads included. */
function rss(server: ServerProcess): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** A member with a car and a submitted service waiting for the workshop: what the poll asks about. */
async function memberWithService(baseUrl: string): Promise<{ token: string; txn: string }> {
  const { tokens } = await registerMember(baseUrl);
  const token = tokens.access_token;
  const vehicle = await addVehicle(baseUrl, token);
  const { payload, headers } = multipartBody(submissionFields(vehicle, WORKSHOP) as Record<string, string | number>, { content: receiptFile() });
  const res = await fetch(`${baseUrl}${loyaltyPaths.service}`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: new Uint8Array(payload) });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(body)}`);
  return { token, txn: body.result.transaction_code };
}

/** Quiet logs on both: a log line a request would cost each server the same, and it is not what is measured. */
const serverEnv = { LOG_LEVEL: 'warn', EXPIRY_JOB_MINUTES: '0', RETENTION_JOB_MINUTES: '0' };

async function startEmbedded(): Promise<Node> {
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/loyalty-bench-embedded-`);
  const slowQueries = `--require tsx/cjs --require ${path.join(__dirname, 'slowQuery.ts')}`;
  const env = { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: slowQueries };
  const first = await startServerProcess(env);
  const member = await memberWithService(first.baseUrl);
  // The first start creates the database (initdb), which leaves the process larger than a restart does.
  console.log(`Embedded server memory after its first start, which created the database (RSS): ${mib(rss(first))}`);
  await stop(first);
  const server = await startServerProcess(env);
  return {
    name: 'embedded',
    server,
    ...member,
    cleanUp: async () => {
      await stop(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startPostgres(): Promise<Node> {
  const name = `loyalty_bench_embedded_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/loyalty-bench-postgres-`);
  const cleanUp = async (server?: ServerProcess) => {
    if (server) await stop(server);
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startServerProcess({ ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    try {
      return { name: 'PostgreSQL', server, ...(await memberWithService(server.baseUrl)), cleanUp: () => cleanUp(server) };
    } catch (err) {
      await cleanUp(server);
      throw err;
    }
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.process.exitCode === null) server.process.kill('SIGTERM');
  await server.exited;
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
  peakRss: number;
}

/** autocannon against one path of one server, sampling the server's memory meanwhile. */
async function load(node: Node, path: string, connections: number, seconds = duration, authorised = true): Promise<Load> {
  let peakRss = rss(node.server);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss(node.server))), 250);
  try {
    const result = await autocannon({
      url: `${node.server.baseUrl}${path}`,
      connections,
      duration: seconds,
      headers: authorised ? { authorization: `Bearer ${node.token}` } : {},
    });
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      failed: result.non2xx + result.errors + result.timeouts,
      peakRss,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The poll for the marked code, one request after another until told to stop: how long each took, in ms. */
async function slowPollsUntil(node: Node, stopped: () => boolean): Promise<number[]> {
  const took: number[] = [];
  while (!stopped()) {
    const started = performance.now();
    const res = await fetch(`${node.server.baseUrl}${loyaltyPaths.serviceCheck(SLOW_QUERY_MARKER)}`, { headers: { authorization: `Bearer ${node.token}` } });
    await res.arrayBuffer();
    // No service has that code: the answer is the route's own 404, after the slow query.
    if (res.status !== 404) throw new Error(`slow poll: ${res.status}`);
    took.push(performance.now() - started);
  }
  return took;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / MB).toFixed(0)} MiB`;

async function healthBesideSlowQueries(node: Node): Promise<void> {
  const alone = await load(node, '/api/health', 10, duration, false);
  let stopped = false;
  const polls = slowPollsUntil(node, () => stopped);
  const beside = await load(node, '/api/health', 10, duration, false);
  stopped = true;
  const took = await polls;
  console.log(`/api/health, autocannon -c 10 -d ${duration}:`);
  console.log(`  alone:                          p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}, max ${ms(alone.max)}, ${alone.requestsPerSecond.toFixed(0)} req/s`);
  console.log(
    `  beside ${took.length} requests with a ${SLOW_QUERY_MS} ms query: p50 ${ms(beside.p50)}, p99 ${ms(beside.p99)}, max ${ms(beside.max)}, ${beside.requestsPerSecond.toFixed(0)} req/s` +
      ` (each slow request ${ms(Math.min(...took))} to ${ms(Math.max(...took))}, median ${ms(median(took))})`,
  );
  console.log(`  goal: p99 under 20 ms while the database runs the slow query: ${beside.p99 < 20 ? 'met' : 'NOT met'}`);
}

async function main(): Promise<void> {
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${mib(os.totalmem())}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const nodes: Node[] = [];
  try {
    nodes.push(await startEmbedded());
    nodes.push(await startPostgres());
    const [embedded] = nodes;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    console.log(`Server memory at rest (RSS), started again on its data: embedded ${mib(rss(embedded.server))}, on PostgreSQL ${mib(rss(nodes[1].server))}`);

    await healthBesideSlowQueries(embedded);

    const results: Record<string, Record<string, Load[]>> = { poll: { embedded: [], PostgreSQL: [] }, loyalty: { embedded: [], PostgreSQL: [] } };
    for (let round = 1; round <= rounds; round++) {
      for (const what of ['poll', 'loyalty'] as const) {
        for (const node of nodes) {
          const path = what === 'poll' ? loyaltyPaths.serviceCheck(node.txn) : loyaltyPaths.loyalty;
          results[what][node.name].push(await load(node, path, 50));
        }
      }
      console.log(`round ${round} of ${rounds} done (load average ${os.loadavg()[0].toFixed(1)})`);
    }

    console.log(`\nautocannon -c 50 -d ${duration}, median of ${rounds} interleaved rounds:`);
    console.log('| what | embedded | PostgreSQL | embedded / PostgreSQL |');
    console.log('|---|---|---|---|');
    const ratios: number[] = [];
    for (const what of ['poll', 'loyalty'] as const) {
      const row = (name: 'embedded' | 'PostgreSQL') => {
        const runs = results[what][name];
        return {
          rps: median(runs.map((r) => r.requestsPerSecond)),
          p99: median(runs.map((r) => r.p99)),
          failed: runs.reduce((sum, r) => sum + r.failed, 0),
        };
      };
      const e = row('embedded');
      const p = row('PostgreSQL');
      ratios.push(e.rps / p.rps);
      const label = what === 'poll' ? '`GET /api/service/check/{txn}`' : '`GET /api/loyalty`';
      console.log(`| ${label} | ${e.rps.toFixed(0)} req/s, p99 ${ms(e.p99)} | ${p.rps.toFixed(0)} req/s, p99 ${ms(p.p99)} | ${(e.rps / p.rps).toFixed(2)} |`);
      if (e.failed + p.failed > 0) console.log(`  (${e.failed} embedded and ${p.failed} PostgreSQL requests did not answer 200)`);
    }
    const peak = (name: string) => Math.max(...Object.values(results).flatMap((byNode) => byNode[name].map((r) => r.peakRss)));
    console.log(`| server memory under load (peak RSS) | ${mib(peak('embedded'))} | ${mib(peak('PostgreSQL'))} | |`);
    console.log(`goal: embedded at least 60% of PostgreSQL's throughput on both: ${ratios.every((r) => r >= 0.6) ? 'met' : 'NOT met'}`);
  } finally {
    for (const node of nodes) await node.cleanUp();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
