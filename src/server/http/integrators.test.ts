import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../testing/testApp';
import { newMobile } from '../testing/accounts';
import { receiptFile } from '../testing/loyalty';
import { createWorkshop } from '../testing/workshops';
import { serverPaths } from '../../shared/contract/server';
import { isUnlisted, OPERATION_IDS, operationKey } from '../plugins/operations';

/**
 * What an integrator builds on: the OpenAPI document lints clean with Redocly's recommended rules
 * (redocly.yaml), and a client generated from it (scripts/integrators/) compiles under strict mode and runs
 * a member's journey against a listening server. A change that would break a generated client
 * fails here.
 */

const ROOT = path.resolve(__dirname, '../../..');
const INTEGRATORS = path.join(ROOT, 'scripts', 'integrators');
// Where redocly.yaml's ignore file (.redocly.lint-ignore.yaml) expects the document.
const DOCUMENT = path.join(INTEGRATORS, 'generated', 'openapi.json');
const TYPES = path.join(INTEGRATORS, 'generated', 'api.d.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** scripts/integrators/journey.ts's entry, as this test calls it. */
type MemberJourney = (options: { baseUrl: string; mobileNumber: string; workshop: { id: string; key: string }; receipt: Blob }) => Promise<{
  transactionCode: string;
  statusAfterVerification: number;
  checkStatus: number;
  freeOilCodes: string[];
}>;
type Operation = { operationId?: string; summary?: string; tags?: string[]; security?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>> };
type LintReport = { totals: { errors: number; warnings: number; ignored: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };

let t: TestApp;
let webRoot: string;
let baseUrl: string;
let doc: Document;
let lint: Promise<LintReport>;
let compiled: Promise<string[]>;

/** A command of a package in its own process; answers what it printed. */
function run(what: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr: `${what}: ${stderr}` });
    });
  });
}

/** Redocly's CLI on the document as served, with the project's redocly.yaml. */
async function redoclyLint(file: string): Promise<LintReport> {
  const cli = path.join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const env = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // Exits 1 when it finds an error: the report on stdout says which.
  const { stdout, stderr } = await run('redocly lint', [cli, 'lint', file, '--config', path.join(INTEGRATORS, 'redocly.yaml'), '--format=json'], env);
  try {
    return JSON.parse(stdout) as LintReport;
  } catch {
    throw new Error(`redocly lint printed no report\n${stderr}`);
  }
}

/**
 * The types an integrator generates (scripts/integrators/generate.ts, openapi-typescript), as they generate
 * them, then the example client type-checked against them: answers the compiler's complaints.
 */
async function generateAndCompile(document: string, output: string): Promise<string[]> {
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const generated = await run('generate', [tsx, path.join(INTEGRATORS, 'generate.ts'), document, output]);
  if (generated.code !== 0) throw new Error(generated.stderr);
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const compiled = await run('tsc', [tsc, '-p', path.join(INTEGRATORS, 'tsconfig.json'), '--pretty', 'false']);
  const complaints = compiled.stdout.split('\n').filter((line) => line.trim() !== '');
  if (compiled.code !== 0 && complaints.length === 0) throw new Error(compiled.stderr);
  return complaints;
}

beforeAll(async () => {
  // With the web app's catch-all, the operator API and metrics on: every route a node can have.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Quartz</title>');
  t = await createTestApp(
    { SOCIAL_SIGNUP: 'trust', METRICS_TOKEN: 'metrics-token-for-the-integrators-test' },
    { webRoot },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const res = await fetch(`${baseUrl}${serverPaths.openapi}`);
  expect(res.status).toBe(200);
  const text = await res.text();
  doc = JSON.parse(text) as Document;
  fs.mkdirSync(path.dirname(DOCUMENT), { recursive: true });
  fs.writeFileSync(DOCUMENT, text);
  // In processes of their own, started now and awaited by their tests, beside the journey.
  fs.rmSync(TYPES, { force: true });
  lint = redoclyLint(DOCUMENT);
  compiled = generateAndCompile(DOCUMENT, TYPES);
  // Settled here too, so a failure is reported by its test rather than as an unhandled rejection.
  lint.catch(() => undefined);
  compiled.catch(() => undefined);
}, 60_000);

afterAll(async () => {
  await Promise.all([lint?.catch(() => undefined), compiled?.catch(() => undefined)]);
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: operationKey(method, route.replace(/\{(\w+)\}/g, ':$1')), operation })),
  );


// The type generation and the strict compile of the example client are whole TypeScript runs: on a
// busy 2-core machine one can pass 30 s.
jest.setTimeout(120_000);

it("names each operation with its id from plugins/operations.ts, and gives it a summary, a tag and its security", () => {
  const found = operations();
  expect(found.length).toBeGreaterThan(45);
  const unnamed = found.filter(({ key, operation }) => operation.operationId === undefined || operation.operationId !== OPERATION_IDS[key]).map(({ key }) => key);
  expect(unnamed).toEqual([]);
  const stale = Object.keys(OPERATION_IDS).filter((key) => !found.some((operation) => operation.key === key));
  expect(stale).toEqual([]);
  const ids = found.map(({ operation }) => operation.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { key, operation } of found) {
    expect([key, typeof operation.summary, operation.tags?.length, Array.isArray(operation.security)]).toEqual([key, 'string', 1, true]);
    // A public call says it needs no credentials (`security: []`); any other names those it needs.
    expect([key, operation.security?.length === 0]).toEqual([key, operation.tags?.[0] === 'public']);
  }
});

it('lists only the API: not the web app, the documentation page, the probes or the metrics', () => {
  const paths = Object.keys(doc.paths);
  expect(paths.filter((route) => isUnlisted(route.replace(/\{(\w+)\}/g, ':$1')) || route === '/{*}')).toEqual([]);
  expect(paths).toEqual(expect.arrayContaining([serverPaths.health, serverPaths.ready, serverPaths.openapi]));
  expect(paths.every((route) => route.startsWith('/api/') || route.startsWith('/pdf/'))).toBe(true);
});

it("runs a member's journey through the generated client against a listening server", async () => {
  const workshop = await createWorkshop(t);
  // Loaded by path: it is the integrators' code, type-checked against the generated types under its
  // own tsconfig (above), which a fresh clone has not generated when the suite's type check runs.
  const { memberJourney } = (await import(path.join(INTEGRATORS, 'journey.ts'))) as { memberJourney: MemberJourney };
  const result = await memberJourney({
    baseUrl,
    mobileNumber: newMobile(),
    workshop: { id: workshop.workshopId, key: workshop.key },
    receipt: new Blob([new Uint8Array(receiptFile('jpeg'))], { type: 'image/jpeg' }),
  });
  expect(result).toEqual({ transactionCode: expect.stringMatching(/^\w+$/), statusAfterVerification: 1, checkStatus: 200, freeOilCodes: [] });
  const service = await t.database.db.selectFrom('services').select(['status']).where('transaction_code', '=', result.transactionCode).executeTakeFirstOrThrow();
  expect(service.status).toBe(1);
});

it("passes Redocly's recommended rules with no error and no warning", async () => {
  const report = await lint;
  const problems = report.problems.map(({ ruleId, severity, message, location }) => `${severity} ${ruleId} ${location[0]?.pointer ?? ''}: ${message}`);
  expect(problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
});

it('generates types from which the example client compiles under strict mode', async () => {
  const config = JSON.parse(fs.readFileSync(path.join(INTEGRATORS, 'tsconfig.json'), 'utf8')) as { compilerOptions: Record<string, unknown>; include: string[] };
  expect(config.compilerOptions).toMatchObject({ strict: true, noEmit: true });
  expect(await compiled).toEqual([]);
  // The client was checked against freshly generated types, with its calls typed by them.
  expect(fs.readFileSync(TYPES, 'utf8')).toMatch(/"\/api\/workshop\/service\/\{code\}\/verify": \{/);
  expect(fs.readFileSync(path.join(INTEGRATORS, 'journey.ts'), 'utf8')).toMatch(/createClient<paths>/);
});
