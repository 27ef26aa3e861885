/**
 * Server speed at 1k, 100k and 1M members (issue 13, goal 1): fills one PostgreSQL database per size
 * with members by SQL (scale/fill.ts), then measures the p50 of every member endpoint, the workshop's
 * verify and reject and the careline's member removal through the whole app (app.inject), taking the
 * sizes in turn call by call, so a burst of other work on the machine slows every size alike. Prints
 * the ratio of the largest size's p50 to the smallest's (goal: at most 1.2). Every query the API ran
 * is planned: a sequential scan of a large table is flagged, a query over the threshold is shown as
 * executed. Then each of the careline's reports (scale/reports.ts) over 30 and 366 days, its p50
 * against the 300 ms goal.
 *
 *   npm run bench:scale
 *   SCALE_SIZES=1000,100000 SCALE_SAMPLES=45 SCALE_EXPLAIN_MS=20 DATABASE_URL=postgres://user@host:5432/postgres npm run bench:scale
 *
 * DATABASE_URL names the PostgreSQL server (127.0.0.1:5432 by default) and a database to connect to
 * first; the script creates a database of its own per size there and drops them at the end. With
 * SCALE_KEEP=<prefix> the databases are named <prefix>_<size> and kept: a later run migrates one
 * that exists and measures it without filling it again (a million members take a while to fill),
 * on members no earlier run's calls changed (each run records those it used in bench_used_members).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../config';
import { systemClock } from '../../src/server/adapters/clock';
import { createArgon2Hasher } from '../../src/server/adapters/passwords';
import { buildApp } from '../../src/server/app';
// Also sets the pg type parsers the server relies on (dates as text, counts as numbers).
import type { Db } from '../../src/server/db/database';
import '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { insertStaff } from '../../src/server/modules/careline/auth/store';
import { startCarelineSession } from '../../src/server/modules/careline/auth/tokens';
import type { Database } from '../../src/server/db/schema';
import { hashWorkshopKey, newWorkshopKey } from '../../src/server/modules/workshops/keys';
import { setWorkshopKeyHash } from '../../src/server/modules/workshops/store';
import { seedDatabase } from '../../src/server/modules/workshops/seed';
import { afterAnswer, endpoints, type BenchContext, type BenchMember, type Endpoint } from './scale/endpoints';
import { fillMembers, BENCH_PASSWORD } from './scale/fill';
import { QueryLog, findPlanProblems } from './scale/plans';
import { findBandNeighbours } from '../../src/server/modules/receiptFingerprints/store';
import { imageFingerprints } from '../../src/server/modules/receiptFingerprints/fingerprint';
import { REPORT_GOAL_MS, reportCalls } from './scale/reports';

const sizes = (process.env.SCALE_SIZES ?? '1000,100000,1000000').split(',').map((s) => Number(s.trim()));
const samples = Number(process.env.SCALE_SAMPLES ?? 45);
/** The reports read many rows each: fewer samples of them keep a run at a million members within the hour. */
const reportSamples = Number(process.env.SCALE_REPORT_SAMPLES ?? 15);
const explainMs = Number(process.env.SCALE_EXPLAIN_MS ?? 20);
const WARMUP = 3;
const ROUNDS = 3;
const RATIO_GOAL = 1.2;
/** A call whose work does not grow with the members: how far its ratio strays from 1 is the machine's noise. */
const NOISE_CONTROL = 'GET /api/workshop/active';

/** One size: its database, the app on it, and the queries the app ran. */
interface Sized {
  size: number;
  ctx: BenchContext;
  pool: pg.Pool;
  db: Db;
  queryLog: QueryLog;
  pick(): BenchMember;
  /** Members this run's calls used (changed, logged out, removed), recorded in the database at the end. */
  usedNow: number[];
  drop(): Promise<void>;
}

async function main(): Promise<void> {
  if (sizes.some((n) => !Number.isInteger(n) || n < 100) || [...sizes].sort((a, b) => a - b).join() !== sizes.join()) {
    throw new Error('SCALE_SIZES must be increasing whole numbers of members, each at least 100 (e.g. 1000,100000,1000000)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const passwordHash = await createArgon2Hasher().hash(BENCH_PASSWORD);
  const sized: Sized[] = [];
  console.log(`bench:scale on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}: sizes ${sizes.join(', ')}, ${samples} samples a call and size (median)`);
  try {
    for (const size of sizes) sized.push(await prepare(size, passwordHash, dataDir));
    const lookups = await measureNeighbourLookup(sized);
    const p50s = await measure(sized);
    p50s.set(NEIGHBOUR_LOOKUP, lookups);
    const reports = await measureReports(sized);
    for (const s of sized) {
      const client = await s.pool.connect();
      try {
        const findings = await findPlanProblems(client, s.queryLog, explainMs);
        const scans = findings.filter((f) => f.seqScans.length);
        console.log(`\n${s.size.toLocaleString('en')} members: ${s.queryLog.queries.size} distinct queries planned; ${scans.length} scan a large table whole, ${findings.filter((f) => f.analyzed).length} take over ${explainMs} ms (median run)`);
        for (const finding of findings) {
          if (finding.seqScans.length) console.log(`  SEQ SCAN of ${finding.seqScans.join(', ')}: ${finding.query.sql}`);
          if (finding.analyzed) console.log(`  SLOW (median ${finding.query.medianMs.toFixed(1)} ms of ${finding.query.count} runs): ${finding.query.sql}\n${indent(finding.analyzed)}`);
        }
      } finally {
        client.release();
      }
    }
    printTable(p50s);
    printReports(reports);
  } finally {
    for (const s of sized) {
      // A kept database remembers them, so the next run measures only members no call has changed.
      if (s.usedNow.length) await sql`insert into bench_used_members (id) select unnest(${s.usedNow}::int[]) on conflict do nothing`.execute(s.db);
      await s.ctx.app.close();
      await s.db.destroy();
      await s.drop();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database of `size` members with the app on it, ready to be measured. */
async function prepare(size: number, passwordHash: string, dataDir: string): Promise<Sized> {
  const { url, drop, filled } = await benchDatabase(size);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const queryLog = new QueryLog();
  const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog.record });
  await migrateToLatest(db);
  await seedDatabase(db, systemClock.now(), 'production');
  const started = performance.now();
  const client = await pool.connect();
  try {
    if (!filled) await fillMembers(client, 0, size, { passwordHash, now: systemClock.now() });
  } finally {
    client.release();
  }
  console.log(`${size.toLocaleString('en')} members ${filled ? 'kept from an earlier run' : `filled in ${((performance.now() - started) / 1000).toFixed(1)} s`}`);
  const env = {
    DATABASE_URL: url,
    DATA_DIR: path.join(dataDir, String(size)),
    CAPTCHA: 'off',
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    NODE_ENV: 'development',
  };
  const unlimited = { max: 1e9, timeWindow: 60_000 };
  const app = await buildApp({ config: loadConfig(env), db, clock: systemClock, rateLimits: { sendsCode: unlimited, checksSecret: unlimited, clientErrors: unlimited } });
  const shop = await db.selectFrom('workshops').select('workshop_id').where('listed', '=', true).orderBy('id').executeTakeFirstOrThrow();
  const workshopKey = newWorkshopKey();
  await setWorkshopKeyHash(db, shop.workshop_id, hashWorkshopKey(workshopKey), systemClock.now());
  // A supervisor for the careline's calls; a fresh sign-in before each keeps its 5-minute step-up and token current.
  const supervisor = await insertStaff(db, { email: `bench-supervisor-${process.pid}@careline.example.com`, role: 'supervisor', now: systemClock.now() });
  const ctx: BenchContext = {
    app,
    jwtSecret: env.JWT_SECRET,
    operatorHeaders: {},
    renewOperator: async () => {
      const tokens = await startCarelineSession(db, env.JWT_SECRET, supervisor.id, 'password_totp', systemClock.now());
      ctx.operatorHeaders = { authorization: `Bearer ${tokens.access_token}` };
    },
    workshopId: shop.workshop_id,
    workshopKey,
    submitted: [],
    now: () => systemClock.now(),
  };
  await sql`create table if not exists bench_used_members (id integer primary key)`.execute(db);
  const usedBefore = new Set((await sql<{ id: number }>`select id from bench_used_members`.execute(db)).rows.map((row) => row.id));
  const usedNow: number[] = [];
  return { size, ctx, pool, db, queryLog, pick: memberPicker(size, usedBefore, usedNow), usedNow, drop };
}

/** Rounds through every call, each call through every size in turn; answers the p50s by call, size by size. */
async function measure(sized: Sized[]): Promise<Map<string, number[]>> {
  const times = new Map<string, number[][]>(endpoints.map((e) => [e.name, sized.map(() => [])]));
  for (const s of sized) s.queryLog.recording = true;
  for (let round = 0; round < ROUNDS; round++) {
    for (const endpoint of endpoints) {
      // Each submission is verified or rejected later in the round.
      const weight = endpoint.name === 'POST /api/service' ? 2 : 1;
      const measured = Math.ceil(samples / ROUNDS) * weight;
      const count = measured + (round === 0 ? WARMUP * weight : 0);
      for (let k = 0; k < count; k++) {
        for (const [i, s] of sized.entries()) {
          const ms = await timeCall(s, endpoint);
          if (k >= count - measured) times.get(endpoint.name)![i].push(ms);
        }
      }
    }
  }
  for (const s of sized) s.queryLog.recording = false;
  return new Map([...times].map(([name, bySize]) => [name, bySize.map(median)]));
}

const NEIGHBOUR_LOOKUP = 'receipt neighbours (4 orientations)';
const LOOKUP_GOAL_MS = 20;

/**
 * The lookup a submitted picture makes (receiptFingerprints/store.ts): a stored receipt's
 * fingerprint with a few bits flipped, as a re-encoded copy gives, in its four orientations (the
 * other three are other fingerprints altogether), against the receipts of every member.
 */
async function measureNeighbourLookup(sized: Sized[]): Promise<number[]> {
  const times: number[][] = sized.map(() => []);
  const turns = await imageFingerprints(fs.readFileSync(path.join(__dirname, '../../public/icons/icon-192.png')));
  for (const s of sized) s.queryLog.recording = true;
  for (let k = 0; k < samples + WARMUP; k++) {
    for (const [i, s] of sized.entries()) {
      let row: { phash: string; dhash: string } | undefined;
      // A member the measured calls removed has no receipts left: another.
      while (!row) {
        const member = 1 + Math.floor(Math.random() * s.size);
        row = await s.db
          .selectFrom('receipts')
          .select([sql<string>`phash::text`.as('phash'), sql<string>`dhash::text`.as('dhash')])
          .where('service_guid', '=', md5Uuid(`service${member}-${k % 3}`))
          .executeTakeFirst();
      }
      const flip = (hash: string, bits: number[]) => bits.reduce((h, b) => h ^ (1n << BigInt(b)), BigInt.asUintN(64, BigInt(hash)));
      const copy = { phash: flip(row.phash, [1, 17, 33, 60]), dhash: flip(row.dhash, [3, 20]) };
      const start = performance.now();
      const found = await findBandNeighbours(s.db, crypto.randomUUID(), [copy, ...turns.slice(1)]);
      const ms = performance.now() - start;
      if (!found.some((n) => n.fingerprint.phash === BigInt.asUintN(64, BigInt(row.phash)))) throw new Error(`${NEIGHBOUR_LOOKUP} at ${s.size}: the receipt copied was not found`);
      if (k >= WARMUP) times[i]!.push(ms);
    }
  }
  for (const s of sized) s.queryLog.recording = false;
  const p50s = times.map(median);
  const largest = p50s[p50s.length - 1]!;
  console.log(`\n${NEIGHBOUR_LOOKUP}: p50 ${p50s.map((ms, i) => `${ms.toFixed(2)} ms at ${sized[i]!.size.toLocaleString('en')} members (${(sized[i]!.size * 3).toLocaleString('en')} receipts)`).join(', ')}; goal under ${LOOKUP_GOAL_MS} ms at the largest: ${largest < LOOKUP_GOAL_MS ? 'met' : 'NOT met'}`);
  return p50s;
}

/** Each report's p50 at every size, the sizes taken in turn call by call as `measure` does. */
async function measureReports(sized: Sized[]): Promise<Map<string, number[]>> {
  const calls = reportCalls(systemClock.now());
  const times = new Map<string, number[][]>(calls.map((call) => [call.name, sized.map(() => [])]));
  for (const s of sized) s.queryLog.recording = true;
  for (const call of calls) {
    for (let k = 0; k < reportSamples + WARMUP; k++) {
      for (const [i, s] of sized.entries()) {
        const start = performance.now();
        const res = await s.ctx.app.inject(call.request(s.ctx));
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${call.name} at ${s.size}: ${res.statusCode} ${res.body}`);
        if (k >= WARMUP) times.get(call.name)![i]!.push(ms);
      }
    }
  }
  for (const s of sized) s.queryLog.recording = false;
  return new Map([...times].map(([name, bySize]) => [name, bySize.map(median)]));
}

function printReports(p50s: Map<string, number[]>): void {
  console.log(`\n| report (p50 of ${reportSamples}) | ${sizes.map((n) => `at ${n.toLocaleString('en')}`).join(' | ')} | under ${REPORT_GOAL_MS} ms at the largest |`);
  console.log(`|---|${sizes.map(() => '---:').join('|')}|---|`);
  let over = 0;
  for (const [name, values] of p50s) {
    const met = values[values.length - 1]! < REPORT_GOAL_MS;
    if (!met) over += 1;
    console.log(`| ${name} | ${values.map((v) => `${v.toFixed(1)} ms`).join(' | ')} | ${met ? 'yes' : 'NO'} |`);
  }
  console.log(over === 0 ? `\nEvery report answers under ${REPORT_GOAL_MS} ms p50: goal met.` : `\n${over} report(s) over ${REPORT_GOAL_MS} ms p50: goal NOT met.`);
}

async function timeCall(s: Sized, endpoint: Endpoint): Promise<number> {
  const member = s.pick();
  if (endpoint.name.startsWith('ops ')) await s.ctx.renewOperator();
  const request = endpoint.request(s.ctx, member);
  if (!request) throw new Error(`${endpoint.name}: nothing left to decide`);
  const start = performance.now();
  const res = await s.ctx.app.inject(request);
  const ms = performance.now() - start;
  if (res.statusCode !== endpoint.status) throw new Error(`${endpoint.name} for member ${member.id} of ${s.size}: ${res.statusCode} ${res.body}`);
  afterAnswer(s.ctx, endpoint, res.body);
  return ms;
}

function printTable(p50s: Map<string, number[]>): void {
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  console.log(`\n| call | ${sizes.map((n) => `p50 at ${n.toLocaleString('en')}`).join(' | ')} | ratio ${last.toLocaleString('en')}/${first.toLocaleString('en')} |`);
  console.log(`|---|${sizes.map(() => '---:').join('|')}|---:|`);
  let over = 0;
  for (const [name, values] of p50s) {
    const ratio = values[values.length - 1] / values[0];
    if (ratio > RATIO_GOAL) over += 1;
    console.log(`| ${name} | ${values.map((v) => `${v.toFixed(2)} ms`).join(' | ')} | ${ratio.toFixed(2)}${ratio > RATIO_GOAL ? ' (over 1.2)' : ''} |`);
  }
  const control = p50s.get(NOISE_CONTROL);
  if (control) console.log(`\n${NOISE_CONTROL} reads no member's rows, so its ratio (${(control[control.length - 1] / control[0]).toFixed(2)}) is this run's noise.`);
  console.log(over === 0 ? `\nEvery call's p50 ratio is at most ${RATIO_GOAL}: goal met.` : `\n${over} call(s) over the ${RATIO_GOAL} ratio: goal NOT met (a shared machine is noisy: run again before concluding).`);
}

/** Members spread over the whole filled range, each used by one call only. */
function memberPicker(size: number, used: Set<number>, usedNow: number[]): () => BenchMember {
  return () => {
    if (used.size >= size) throw new Error(`Every one of the ${size} members was used (by this run or, with SCALE_KEEP, earlier ones): raise the size, lower SCALE_SAMPLES or drop the kept database`);
    for (;;) {
      const id = 1 + crypto.randomInt(size);
      if (used.has(id)) continue;
      used.add(id);
      usedNow.push(id);
      return {
        id,
        sessionId: md5Uuid(`session${id}`),
        vehicleGuid: md5Uuid(`vehicle${id}`),
        cycleGuid: md5Uuid(`cycle${id}`),
        transactionCode: `B${(id * 3 + 2).toString(16).toUpperCase().padStart(9, '0')}`,
      };
    }
  };
}

/** PostgreSQL's md5(text)::uuid, as the fill derives its ids. */
function md5Uuid(text: string): string {
  const hex = crypto.createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A database of its own for one size, on DATABASE_URL's server, dropped at the end unless SCALE_KEEP names it. */
async function benchDatabase(size: number): Promise<{ url: string; filled: boolean; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const keep = process.env.SCALE_KEEP;
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error('SCALE_KEEP must be a lower-case database name prefix');
  const name = keep ? `${keep}_${size}` : `loyalty_bench_scale_${process.pid}_${size}`;
  const admin = async (query: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(query, values)).rows;
    } finally {
      await client.end();
    }
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const exists = keep !== undefined && (await admin('select 1 from pg_database where datname = $1', [name])).length > 0;
  let filled = false;
  if (exists) {
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    try {
      const { rows } = await probe.query<{ n: string }>(`select count(*) as n from members where id <= $1`, [size]);
      filled = Number(rows[0]!.n) >= size * 0.99;
    } finally {
      await probe.end();
    }
    if (!filled) throw new Error(`${name} exists without its ${size} members: drop it first`);
  } else {
    await admin(`create database ${name}`);
  }
  return { url: url.toString(), filled, drop: keep ? async () => {} : async () => void (await admin(`drop database if exists ${name} with (force)`)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const indent = (text: string) => text.split('\n').map((line) => `      ${line}`).join('\n');

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
});
