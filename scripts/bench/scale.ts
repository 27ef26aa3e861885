/**
 * Server speed at 1k, 100k and 1M members (issue 13, goal 1): fills PostgreSQL with members by SQL
 * (scale/fill.ts), measures the p50 of every member endpoint, the workshop's verify and reject and
 * the careline's member removal at each size through the whole app (app.inject), and prints the
 * ratio of the largest size's p50 to the smallest's (goal: at most 1.2). Every query the API ran is
 * planned: a sequential scan of a large table is flagged, a query over the threshold is shown as
 * executed.
 *
 *   npm run bench:scale
 *   SCALE_SIZES=1000,100000 SCALE_SAMPLES=21 SCALE_EXPLAIN_MS=20 DATABASE_URL=postgres://… npm run bench:scale
 *
 * Without DATABASE_URL it creates its own database on 127.0.0.1:5432 and drops it at the end.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../config';
import { systemClock } from '../../src/server/adapters/clock';
import { createArgon2Hasher } from '../../src/server/adapters/passwords';
import { buildApp } from '../../src/server/app';
// Also sets the pg type parsers the server relies on (dates as text, counts as numbers).
import type { Db } from '../../src/server/db/database';
import '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { hashWorkshopKey, newWorkshopKey } from '../../src/server/modules/workshops/keys';
import { setWorkshopKeyHash } from '../../src/server/modules/workshops/store';
import { seedDatabase } from '../../src/server/modules/workshops/seed';
import { afterAnswer, endpoints, type BenchContext, type BenchMember } from './scale/endpoints';
import { BENCH_PASSWORD, fillMembers, filledMembers } from './scale/fill';
import { QueryLog, findPlanProblems } from './scale/plans';

const sizes = (process.env.SCALE_SIZES ?? '1000,100000,1000000').split(',').map((s) => Number(s.trim()));
const samples = Number(process.env.SCALE_SAMPLES ?? 21);
const warmup = 3;
const ROUNDS = 3;
const explainMs = Number(process.env.SCALE_EXPLAIN_MS ?? 20);
const RATIO_GOAL = 1.2;

async function main(): Promise<void> {
  if (sizes.some((n) => !Number.isInteger(n) || n < 100) || [...sizes].sort((a, b) => a - b).join() !== sizes.join()) {
    throw new Error('SCALE_SIZES must be increasing whole numbers of members, each at least 100 (e.g. 1000,100000,1000000)');
  }
  const { url, drop } = await benchDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const queryLog = new QueryLog();
  const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog.record });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const admin = await pool.connect();
  try {
    await migrateToLatest(db);
    await seedDatabase(db, systemClock.now());
    const { rows: strangers } = await admin.query<{ n: number }>(`select count(*)::int as n from members where referral_code not like 'BENCH%'`);
    if (strangers[0].n > 0) throw new Error('The database holds members this benchmark did not write: give it an empty database');
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      OPS_TOKEN: crypto.randomBytes(24).toString('base64url'),
      JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
      NODE_ENV: 'development',
    };
    const config = loadConfig(env);
    const unlimited = { max: 1e9, timeWindow: 60_000 };
    const app = await buildApp({ config, db, clock: systemClock, rateLimits: { sendsCode: unlimited, checksSecret: unlimited, clientErrors: unlimited } });
    const { rows: shops } = await admin.query<{ workshop_id: string }>(`select workshop_id from workshops where listed order by id limit 1`);
    const workshopKey = newWorkshopKey();
    await setWorkshopKeyHash(db, shops[0].workshop_id, hashWorkshopKey(workshopKey), systemClock.now());
    const ctx: BenchContext = {
      app,
      jwtSecret: env.JWT_SECRET,
      opsToken: env.OPS_TOKEN,
      workshopId: shops[0].workshop_id,
      workshopKey,
      submitted: [],
      now: () => systemClock.now(),
    };
    const passwordHash = await createArgon2Hasher().hash(BENCH_PASSWORD);
    const used = new Set<number>();
    const p50s = new Map<string, number[]>();
    console.log(`bench:scale on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${samples} samples a call (median), sizes ${sizes.join(', ')}`);
    for (const size of sizes) {
      const from = await filledMembers(admin);
      const fillStart = performance.now();
      await fillMembers(admin, from, size, { passwordHash, now: systemClock.now() });
      console.log(`\n${size.toLocaleString('en')} members: filled in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`);
      const pick = memberPicker(size, used);
      queryLog.clear();
      queryLog.recording = true;
      // Rounds through every call, so a burst of other work on the machine slows all calls alike.
      const times = new Map<string, number[]>(endpoints.map((e) => [e.name, []]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const endpoint of endpoints) {
          const perRound = Math.ceil(samples / ROUNDS) * (endpoint.name === 'POST /api/service' ? 2 : 1);
          const count = round === 0 ? perRound + warmup * (endpoint.name === 'POST /api/service' ? 2 : 1) : perRound;
          for (let k = 0; k < count; k++) {
            const member = pick();
            const request = endpoint.request(ctx, member);
            if (!request) throw new Error(`${endpoint.name}: nothing left to decide`);
            const start = performance.now();
            const res = await app.inject(request);
            const ms = performance.now() - start;
            if (res.statusCode !== endpoint.status) throw new Error(`${endpoint.name} for member ${member.id}: ${res.statusCode} ${res.body}`);
            afterAnswer(ctx, endpoint, res.body);
            if (round > 0 || k >= count - perRound) times.get(endpoint.name)!.push(ms);
          }
        }
      }
      for (const endpoint of endpoints) {
        const p50 = median(times.get(endpoint.name)!);
        p50s.set(endpoint.name, [...(p50s.get(endpoint.name) ?? []), p50]);
        console.log(`  ${endpoint.name.padEnd(40)} p50 ${p50.toFixed(2)} ms`);
      }
      queryLog.recording = false;
      ctx.submitted.length = 0;
      const findings = await findPlanProblems(admin, queryLog, explainMs);
      console.log(`  ${queryLog.queries.size} distinct queries planned; ${findings.filter((f) => f.seqScans.length).length} scan a large table whole, ${findings.filter((f) => f.analyzed).length} over ${explainMs} ms`);
      for (const finding of findings) {
        if (finding.seqScans.length) console.log(`  SEQ SCAN of ${finding.seqScans.join(', ')}: ${finding.query.sql}`);
        if (finding.analyzed) console.log(`  SLOW (median ${finding.query.medianMs.toFixed(1)} ms of ${finding.query.count} runs): ${finding.query.sql}\n${indent(finding.analyzed)}`);
      }
    }
    await app.close();
    printTable(p50s);
  } finally {
    admin.release();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
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
  console.log(over === 0 ? `\nEvery call's p50 ratio is at most ${RATIO_GOAL}.` : `\n${over} call(s) over the ${RATIO_GOAL} ratio (figures are noisy on a shared machine: run again before concluding).`);
}

/** Members spread over the whole filled range, each used by one call only. */
function memberPicker(size: number, used: Set<number>): () => BenchMember {
  return () => {
    for (;;) {
      const id = 1 + crypto.randomInt(size);
      if (used.has(id)) continue;
      used.add(id);
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

/** DATABASE_URL as given, or a database of its own on the local PostgreSQL, dropped at the end. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => undefined };
  const server = 'postgres://postgres@127.0.0.1:5432';
  const name = `loyalty_bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `${server}/${name}`,
    async drop() {
      const client = new pg.Client({ connectionString: `${server}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
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
