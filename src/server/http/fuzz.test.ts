/**
 * Sends generated malformed requests to every route the app registers and checks the promises the
 * API makes about bad input: every answer is the envelope with the HTTP status as its status_code,
 * nothing answers 5xx, and a refused request writes nothing. A route added later is fuzzed without
 * editing this file. FUZZ_SEED replays a reported run; FUZZ_RUNS changes the runs per route.
 *
 * Longer than our ~300 lines on purpose: the request generators, the refusals allowed to write and
 * the invariants are one property, read together when a seed is reported.
 */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../testing/testApp';
import { carelineOperator } from '../testing/operators';
import { carelinePaths } from '../../shared/contract/careline';
import { createWorkshop } from '../testing/workshops';
import { verifiedMember } from '../testing/accounts';
import { workshopKey } from '../testing/loyalty';
import { changedTables, fingerprint, watchWrites, type WriteWatch } from '../testing/dbSnapshot';
import { accountErrors } from '../../shared/contract/accounts';
import { loyaltyErrors } from '../../shared/contract/loyalty';

/**
 * Forty runs a route draw each kind of malformed request below several times over; every run
 * starts from a fresh seed, so CI's runs add up to far more than one could afford.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/**
 * A route that takes no parameters, query or body varies only in its credentials and junk it ignores:
 * a few runs try them all. It matters for the backup, whose every accepted run copies the database.
 */
const RUNS_WITHOUT_INPUT = Math.min(RUNS, 10);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * Refusals that write by design, so guessing is slowed and then stopped: a failed login is recorded
 * (the tenth on a number is audited), and a wrong one-time code counts a try for its attempt and
 * for the code (five for one attempt, ninety in all, spend it). Anything else a refusal writes fails the test.
 */
const RECORDED_REFUSALS: Record<string, string[]> = {
  'POST /api/login': ['audit_log', 'login_failures'],
  'POST /api/user/verification': ['one_time_codes', 'code_tries'],
  'POST /api/user/password/reset': ['one_time_codes', 'code_tries'],
  'POST /api/workshop/auth/login': ['audit_log', 'login_failures'],
  'POST /api/workshop/auth/password': ['one_time_codes', 'code_tries'],
};

/** A careline route records a refused token or sign-in as a failure (limited per address) and audits it. */
const CARELINE_RECORDED_REFUSALS = ['audit_log', 'careline_sign_in_failures'];
const isCarelineRoute = (url: string) => url.startsWith('/api/ops/') || url.startsWith('/api/careline/');

/**
 * The contract's deliberate 500s, kept from the original product whose web app reads them as
 * refusals (a wrong registration code, the submission rules): each carries its own text. Any other
 * 5xx, and above all the unexpected-error answer, fails the test.
 */
const CONTRACT_500S = new Set<string>([
  accountErrors.wrongCode,
  accountErrors.tooManyTries,
  accountErrors.codeExpired,
  loyaltyErrors.mileageLower,
  loyaltyErrors.tooSoon,
  loyaltyErrors.dailyLimit,
]);
const isContract500 = (error: unknown) => typeof error === 'string' && (CONTRACT_500S.has(error) || loyaltyErrors.programmeExpiredPattern.test(error));

/**
 * A GET changes nothing, whatever comes with it, except where the reading is the action: the
 * unsubscribe link (opened from an email) records the choice, and every operator call is audited.
 * Logout is a POST: its GET, kept from the spec, writes nothing. Other accepted requests may write: a request made to be malformed can still be a
 * valid one (a survey answer is any text), and accepting it is not a refusal.
 */
const WRITING_GETS: Record<string, string[]> = {
  'GET /api/subscription/mail': ['mail_subscriptions', 'members'],
  'GET /api/ops/services': ['audit_log'],
  'GET /api/ops/audit': ['audit_log'],
  'GET /api/ops/members': ['audit_log'],
  'GET /api/ops/members/:mobile/case': ['audit_log'],
  'GET /api/ops/services/:code/receipt': ['audit_log'],
  'GET /api/ops/pending-services': ['audit_log'],
  'GET /api/ops/audit/csv': ['audit_log'],
  'GET /api/ops/flagged': ['audit_log'],
  'GET /api/ops/workshops': ['audit_log'],
  'GET /api/ops/campaign-cny/waiting': ['audit_log'],
};

interface FuzzRoute {
  method: string;
  url: string;
  params: string[];
  /** Body and query fields its schemas name, with the JSON types each takes. */
  fields: Record<string, string[]>;
  /** The fields of its body schema. */
  bodyFields: string[];
}

function runsFor(route: FuzzRoute): number {
  return route.params.length === 0 && Object.keys(route.fields).length === 0 ? RUNS_WITHOUT_INPUT : RUNS;
}

type Properties = Record<string, { type?: string | string[] }>;

/** Every route the app registers, seen through Fastify's onRoute hook from the instance's creation. */
async function appWithRoutes(webRoot: string): Promise<{ t: TestApp; routes: FuzzRoute[] }> {
  const seen: RouteOptions[] = [];
  const onCreate = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => void seen.push(route));
  };
  const channel = diagnostics.channel('fastify.initialization');
  channel.subscribe(onCreate);
  let t: TestApp;
  try {
    t = await createTestApp(
      { SOCIAL_SIGNUP: 'trust' },
      {
        webRoot,
        rateLimits: {
          sendsCode: { max: 1_000_000, timeWindow: 60_000 },
          checksSecret: { max: 1_000_000, timeWindow: 60_000 },
          clientErrors: { max: 1_000_000, timeWindow: 60_000 },
        },
      },
    );
  } finally {
    channel.unsubscribe(onCreate);
  }
  const routes: FuzzRoute[] = [];
  for (const route of seen) {
    for (const method of [route.method].flat()) {
      // HEAD answers carry no body to check; Fastify adds one for every GET.
      if (method === 'HEAD' || routes.some((r) => r.method === method && r.url === route.url)) continue;
      const schema = (route.schema ?? {}) as { body?: { properties?: Properties }; querystring?: { properties?: Properties } };
      const properties = { ...schema.querystring?.properties, ...schema.body?.properties };
      routes.push({
        method,
        url: route.url,
        params: [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*'),
        fields: Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, [property.type ?? 'string'].flat()])),
        bodyFields: Object.keys(schema.body?.properties ?? {}),
      });
    }
  }
  return { t, routes };
}

// ---------------------------------------------------------------------------------------------
// What a malformed request is made of.

/** Every byte percent-encoded: the bytes need not be UTF-8, and may hold NUL. */
const percentBytes = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const encodeText = (text: string) => percentBytes(Buffer.from(text, 'utf8'));

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\uffff',
  '\u202e',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>',
  '%',
  '%ff',
  ' ',
  '',
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), nasty, fc.string({ maxLength: 8 })).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 5_000 }).map((n) => 'x'.repeat(n)) },
);
/** A JSON value of none of the types a field takes. */
const wrongType = (takes: string[]) =>
  fc.oneof(
    ...(takes.includes('number') ? [] : [fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })]),
    ...(takes.includes('boolean') ? [] : [fc.boolean()]),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );

/**
 * Values that pass the rules of the fields of that name, so that one broken field among them reaches
 * as deep into a handler as it can (a NUL must be stopped before the database, not by a rule that
 * happens to fail first on another field).
 */
const PLAUSIBLE: Record<string, string> = {
  fullname: 'Ahmad bin Ali',
  email: 'ahmad@example.com',
  mobile_number: '60123456789',
  birth_date: '1990-05-17',
  password: 'Secret#123',
  confirm_password: 'Secret#123',
  password_confirm: 'Secret#123',
  old_password: 'Secret#123',
  captcha: '',
  tac: '123456',
  address: 'No. 1, Jalan Ampang',
  state: 'Selangor',
  country: 'Malaysia',
  postal_code: '50450',
  answer: 'yes',
  answer2: 'Friend',
  model_brand: 'Perodua',
  model_name: 'Myvi',
  plate_number: 'WFZ1234',
  year_manufactured: '2019',
  mileage: '5000',
  current_mileage: '5000',
  workshop_id: 'T8888',
  oil: 'QUARTZ70005W30',
  total_bottle: '1',
  reason: 'The receipt does not match',
  provider: 'google',
  user_id: 'g-1234567890',
  access_token: 'provider-access-token',
  token_id: 'provider-id-token',
  is_enabled: 'false',
  status: '0',
  max_vehicles: '6',
  tnc: 'true',
  pdpa: 'true',
  mobile_ext_no: '60',
  mobile_no: '123456789',
};
const plausible = (name: string) => fc.constant(Object.hasOwn(PLAUSIBLE, name) ? PLAUSIBLE[name] : 'ok');

/** A path parameter: broken percent-encoding, encoded junk, over-long, or a plausible value nothing has. */
const paramValue = fc.oneof(
  fc.constantFrom('%ff%fe', '%', '%zz', '%E0%A4%A', '%00', 'AB%00CD', '%C0%80', '%2e%2e', '%2F', '%3F%23', '%ed%a0%80'),
  fc.uint8Array({ minLength: 1, maxLength: 24 }).map(percentBytes),
  text.filter((value) => value.length > 0 && value.length < 400).map(encodeText),
  fc.integer({ min: 90, max: 400 }).map((n) => 'A'.repeat(n)),
  fc.constantFrom(crypto.randomUUID(), 'ZZZZZZZZZZ', '0000', '60100000000', 'no-such-file.pdf'),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'text/plain',
  'application/xml',
  'application/octet-stream',
  ';;;',
  '',
);

/** Mostly up to `usual`, one time in five up to `rare`: big inputs are slow to send, so fewer of them. */
const size = (min: number, usual: number, rare: number) =>
  fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max: usual }) }, { weight: 1, arbitrary: fc.integer({ min: usual, max: rare }) });

interface Body {
  kind: string;
  contentType?: string;
  payload?: string | Buffer;
  /** The field holding the broken value, where one field does. */
  field?: string;
}

function bodies(fields: Record<string, string[]>): fc.Arbitrary<Body> {
  const names = Object.keys(fields);
  const anyName = fc.string({ maxLength: 10 });
  // The broken value goes in a field the route reads, when it has any: junk in a key it ignores proves nothing.
  const field = names.length > 0 ? fc.constantFrom(...names) : anyName;
  // The route's other fields mostly plausible, sometimes junk, and a few keys it does not know.
  const someFields = fc
    .tuple(
      fc.record(Object.fromEntries(names.map((name) => [name, fc.oneof({ weight: 3, arbitrary: plausible(name) }, { weight: 1, arbitrary: text })])), { requiredKeys: [] }),
      fc.dictionary(anyName, text, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string>);
  const takes = (name: string) => (Object.hasOwn(fields, name) ? fields[name] : ['string']);
  const json = (kind: string, value: fc.Arbitrary<unknown>) => value.map((v): Body => ({ kind, contentType: 'application/json', payload: JSON.stringify(v) }));
  const jsonWith = (kind: string, broken: (name: string) => fc.Arbitrary<unknown>) =>
    fc
      .tuple(someFields, field)
      .chain(([rest, name]) => broken(name).map((value): Body => ({ kind, contentType: 'application/json', payload: JSON.stringify({ ...rest, [name]: value }), field: name })));
  return fc.oneof(
    fc.constantFrom('{', '{"a":', '[', 'nul', '{"a":1,}', "{'a':1}", '{"a":"\\x"}', '{"a":"\\ud800"}', '\ufeff{}', ' ').map((payload): Body => ({ kind: 'broken JSON', contentType: 'application/json', payload })),
    jsonWith('a wrong type', (name) => wrongType(takes(name))),
    jsonWith('a NUL', () => fc.string({ maxLength: 10 }).map((value) => `${value}\u0000${value}`)),
    json('a huge string', fc.tuple(someFields, field, size(1_000, 100_000, 1_100_000)).map(([rest, name, n]) => ({ ...rest, [name]: 'y'.repeat(n) }))),
    json('not an object', fc.oneof(fc.array(fc.string(), { maxLength: 3 }), fc.string(), fc.integer(), fc.boolean(), fc.constant(null))),
    fc
      .tuple(size(10, 5_000, 200_000), fc.boolean())
      .map(([depth, objects]): Body => ({ kind: 'deep nesting', contentType: 'application/json', payload: objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : '['.repeat(depth) + ']'.repeat(depth) })),
    fc
      .tuple(someFields, fc.constantFrom('{"__proto__":{"admin":true}', '{"constructor":{"prototype":{"admin":true}}'))
      .map(([rest, head]): Body => ({ kind: 'a prototype key', contentType: 'application/json', payload: `${head},${JSON.stringify(rest).slice(1)}`.replace(/,}$/, '}') })),
    fc
      .tuple(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'))
      .map(([bytes, contentType]): Body => ({ kind: 'invalid UTF-8', contentType, payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from(bytes), Buffer.from([0xff, 0xc0]), Buffer.from('"}')]) })),
    fc
      .tuple(
        someFields,
        fc.array(fc.tuple(fc.oneof(field, fc.constantFrom('__proto__', 'constructor[prototype][admin]', 'a[b]', '%ff')), fc.oneof(text.map(encodeText), fc.constantFrom('%00', '%ff%fe', '%', '%E0%A4%A'))), { minLength: 1, maxLength: 4 }),
      )
      .map(([rest, broken]): Body => {
        const pairs = [...Object.entries(rest).map(([k, v]) => [encodeText(k), encodeText(v)]), ...broken];
        return { kind: 'a broken form', contentType: 'application/x-www-form-urlencoded', payload: pairs.map(([k, v]) => `${k}=${v}`).join('&') };
      }),
    fc
      .tuple(someFields, field, fc.boolean())
      .map(([rest, name, withFile]): Body => {
        const boundary = 'fuzzboundary';
        const parts = Object.entries({ ...rest, [name]: 'a\u0000b' }).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
        if (withFile) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="receipt_img"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ffjunk\r\n`);
        return { kind: 'a multipart NUL', contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8') };
      }),
    fc.constantFrom('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', '--fuzzboundary\r\n\r\n', 'not multipart').map((payload): Body => ({ kind: 'a broken multipart', contentType: 'multipart/form-data; boundary=fuzzboundary', payload })),
    fc.tuple(contentTypes, fc.oneof(fc.string({ maxLength: 50 }), fc.constant('{"a":"b"}'))).map(([contentType, payload]): Body => ({ kind: 'a wrong content type', contentType, payload })),
    fc.constant<Body>({ kind: 'an empty JSON body', contentType: 'application/json', payload: '' }),
  );
}

/** A query string: the route's fields, plausible or not, and broken pairs (NUL, bad escapes, repeats, prototype keys). */
function queries(fields: Record<string, string[]>): fc.Arbitrary<string | null> {
  const names = Object.keys(fields);
  const known = names.map((name) => fc.tuple(fc.constant(name), fc.oneof(plausible(name), text).map(encodeText)));
  const broken = fc.tuple(
    fc.oneof(fc.string({ maxLength: 10 }).map(encodeText), fc.constantFrom(...names, '__proto__', 'constructor[prototype]', '%ff')),
    fc.oneof(text.map(encodeText), fc.constantFrom('%00', '%ff', '%', '%E0%A4%A')),
  );
  return fc.option(
    fc
      .tuple(fc.tuple(...known), fc.array(broken, { minLength: 1, maxLength: 4 }))
      .map(([good, bad]) => [...good, ...bad].map(([k, v]) => `${k}=${v}`).join('&')),
    { freq: 2 },
  );
}

/** Mostly the credentials a route needs, so bodies reach validation; sometimes none or broken ones. */
const credentials = fc.record({
  member: fc.constantFrom('valid', 'valid', 'valid', 'valid', 'none', 'junk bearer', 'junk cookie'),
  workshop: fc.constantFrom('valid', 'valid', 'valid', 'none', 'junk'),
  ops: fc.constantFrom('valid', 'valid', 'valid', 'none', 'junk'),
});

interface FuzzRequest {
  params: Record<string, string>;
  query: string | null;
  body: Body;
  credentials: { member: string; workshop: string; ops: string };
}

function requests(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    params: fc.record(Object.fromEntries(route.params.map((name) => [name, paramValue]))) as fc.Arbitrary<Record<string, string>>,
    query: queries(route.fields),
    body: bodies(route.fields),
    credentials,
  });
}

// ---------------------------------------------------------------------------------------------

let t: TestApp;
let routes: FuzzRoute[];
let writes: WriteWatch;
let key: string;
/** An administrator's session, stepped up (the clock does not move): every operator and careline call. */
let operatorToken: string;

// The built web app's files and its fallback route are served too: a folder with a page stands in.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-web-'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
fs.writeFileSync(path.join(webRoot, 'main.0123456789ab.js'), 'void 0;');

beforeAll(async () => {
  ({ t, routes } = await appWithRoutes(webRoot));
  await createWorkshop(t, { workshopId: 'T8888', listed: false });
  key = await workshopKey(t, 'T8888');
  operatorToken = (await carelineOperator(t, 'administrator')).accessToken;
  writes = await watchWrites(t.database.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** How many receipt files the app's store holds, on disk or in a bucket. */
async function storedFiles(): Promise<number> {
  return (await t.storedReceipts()).length;
}

function toInject(route: FuzzRoute, request: FuzzRequest, memberToken: string): InjectOptions {
  const target = route.url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => request.params[name ?? '*']);
  const headers: Record<string, string> = {};
  const { member, workshop, ops } = request.credentials;
  if (member === 'valid') headers.authorization = `Bearer ${memberToken}`;
  if (member === 'junk bearer') headers.authorization = 'Bearer %E0%A4%A.junk.junk';
  if (member === 'junk cookie') headers.cookie = 'access_token=%E0%A4%A; other=%ff';
  // The receipt route takes a member's or a workshop's credentials: the key decides which.
  const workshopRoute = route.url.startsWith('/api/workshop/') || (route.url.endsWith('/receipt') && member !== 'valid');
  if (workshopRoute && workshop === 'valid') headers['x-workshop-key'] = key;
  if (workshopRoute && workshop === 'junk') headers['x-workshop-key'] = 'wk_junk';
  // Logout would end the session every other careline call runs in.
  const carelineRoute = isCarelineRoute(route.url) && route.url !== carelinePaths.logout;
  if (carelineRoute && ops === 'valid') headers.authorization = `Bearer ${operatorToken}`;
  if (carelineRoute && ops === 'junk') headers.authorization = 'Bearer clpat_not-the-token';
  if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
  return {
    method: route.method as InjectOptions['method'],
    url: request.query ? `${target}?${request.query}` : target,
    headers,
    payload: request.body.payload,
  };
}

/**
 * Whether the request must be refused whatever else it carries: a NUL anywhere in a parsed body, or
 * a value of the wrong JSON type in a field of the route's body schema.
 */
function mustRefuse(route: FuzzRoute, request: FuzzRequest): boolean {
  if (route.method === 'GET') return false;
  const { kind, field } = request.body;
  return kind === 'a NUL' || (kind === 'a wrong type' && field !== undefined && route.bodyFields.includes(field));
}

/** Why an answer breaks a promise, or null when it keeps them all. */
function brokenPromise(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500 && !(res.statusCode === 500 && isContract500(parsedError(res)))) return `answered ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    // Files (PDFs, receipts) are the only answers outside the envelope, and only when served.
    return res.statusCode === 200 ? null : `answered ${res.statusCode} outside the envelope (${type || 'no content type'})`;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'answered JSON that does not parse';
  }
  const envelope = body as { status_code?: unknown; result?: unknown; error?: unknown };
  if (typeof body !== 'object' || body === null || !('status_code' in envelope) || !('result' in envelope) || !('error' in envelope)) {
    return `answered outside the envelope: ${res.body.slice(0, 200)}`;
  }
  if (envelope.status_code !== res.statusCode) return `status_code ${String(envelope.status_code)} under HTTP ${res.statusCode}`;
  if (res.statusCode >= 400 && (typeof envelope.error !== 'string' || envelope.error === '')) return `a ${res.statusCode} without an error text`;
  return null;
}

function parsedError(res: LightMyRequestResponse): unknown {
  try {
    return (res.json() as { error?: unknown }).error;
  } catch {
    return undefined;
  }
}

function summary(request: FuzzRequest, options: InjectOptions): string {
  const payload = options.payload === undefined ? '' : String(options.payload);
  return JSON.stringify({
    method: options.method,
    url: String(options.url).slice(0, 300),
    headers: options.headers,
    body: request.body.kind,
    payload: payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} characters)` : payload,
  });
}

it(
  'every route answers malformed requests in the envelope, never 5xx, and a refusal writes nothing',
  async () => {
    // The enumeration itself must work: a few routes of each caller, the operator API included.
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/login', 'PUT /api/user/me', 'POST /api/service', 'POST /api/workshop/service/:code/reject', 'DELETE /api/ops/members/:mobile', 'GET /*']),
    );
    expect(routes.length).toBeGreaterThan(35);

    const failures: string[] = [];
    let sent = 0;
    // A member of its own per route, so a route that ends the session (logout) spoils no other.
    const members: string[] = [];
    while (members.length < routes.length) members.push((await verifiedMember(t)).tokens.access_token);
    await writes.take();
    let before = await fingerprint(t.database.db);
    for (const [index, route] of routes.entries()) {
      const name = `${route.method} ${route.url}`;
      const token = members[index];
      const filesBefore = await storedFiles();
      let batchWrites = 0;
      const result = await fc.check(
        fc.asyncProperty(requests(route), async (request) => {
          const options = toInject(route, request, token);
          const res = await t.app.inject(options);
          sent += 1;
          const written = await writes.take();
          batchWrites += written.length;
          const broken = brokenPromise(res);
          if (broken) throw new Error(`${broken}\n  request: ${summary(request, options)}\n  answer: ${res.body.slice(0, 300)}`);
          if (res.statusCode < 400 && mustRefuse(route, request)) {
            throw new Error(`accepted ${request.body.kind} in ${request.body.field}\n  request: ${summary(request, options)}\n  answer: ${res.body.slice(0, 300)}`);
          }
          if (res.statusCode >= 400) {
            const allowed = RECORDED_REFUSALS[name] ?? (isCarelineRoute(route.url) ? CARELINE_RECORDED_REFUSALS : []);
            const unexpected = written.filter((table) => !allowed.includes(table));
            if (unexpected.length > 0) {
              throw new Error(`a ${res.statusCode} refusal wrote to ${unexpected.join(', ')}\n  request: ${summary(request, options)}\n  answer: ${res.body.slice(0, 300)}`);
            }
          } else if (route.method === 'GET') {
            const allowed = WRITING_GETS[name] ?? [];
            const unexpected = written.filter((table) => !allowed.includes(table));
            if (unexpected.length > 0) throw new Error(`a GET wrote to ${unexpected.join(', ')}\n  request: ${summary(request, options)}`);
          }
        }),
        { numRuns: runsFor(route), seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${name}: ${error}\n  replay with FUZZ_SEED=${result.seed} (run ${result.numRuns} of the route's batch)`);
      }
      // The write log and the whole database agree: a batch that logged no write changed no table.
      const after = await fingerprint(t.database.db);
      if (batchWrites === 0) {
        const changed = changedTables(before, after);
        if (changed.length > 0) failures.push(`${name}: tables changed without a logged write: ${changed.join(', ')}`);
        const filesAfter = await storedFiles();
        if (filesAfter !== filesBefore) failures.push(`${name}: receipt files changed (${filesBefore} → ${filesAfter})`);
      }
      before = after;
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.reduce((total, route) => total + runsFor(route), 0));
  },
  240_000,
);
