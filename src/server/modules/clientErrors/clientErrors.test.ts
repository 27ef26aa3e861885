import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { defaultRateLimits } from '../../plugins/rateLimit';
import { clientErrorLimits } from '../../../shared/contract/errorReports';

/** The app's pino log, line by line, parsed. */
function captureLog() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  source: 'window',
  message: "TypeError: Cannot read properties of undefined (reading 'plate_number')",
  stack: 'TypeError: Cannot read properties of undefined\n    at VehicleCard (dashboard.js:1:2)',
  url: '/loyalty',
  build_id: 'm1abc',
  at: '2026-03-02T02:00:00.000Z',
  ...overrides,
});

function report(t: TestApp, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress,
  });
}

describe('POST /api/client-errors', () => {
  let t: TestApp;
  let lines: Record<string, any>[];
  beforeAll(async () => {
    const log = captureLog();
    lines = log.lines;
    t = await createTestApp({}, { logger: log.logger });
  });
  afterAll(() => t.close());
  const clientErrorLines = () => lines.filter((line) => line.msg === 'client error');

  it('stores each entry in the log, with no sign-in, and says how many it took', async () => {
    const before = clientErrorLines().length;
    const res = await report(t, { entries: [entry(), entry({ source: 'boundary', message: 'Render failed', count: 3 })], dropped: 4 }, { 'user-agent': 'Chrome/140 Android' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: { received: 2 }, error: null });
    const logged = clientErrorLines().slice(before);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 40,
      client_error: { source: 'window', message: entry().message, url: '/loyalty', build_id: 'm1abc', count: 1 },
      user_agent: 'Chrome/140 Android',
      received_at: t.clock.now().toISOString(),
    });
    expect(logged[1].client_error).toMatchObject({ source: 'boundary', message: 'Render failed', count: 3 });
    expect(lines.some((line) => line.client_errors_dropped === 4)).toBe(true);
  });

  it('never logs a token or a password the browser let through', async () => {
    const before = clientErrorLines().length;
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI2MDEyMyJ9.c2lnbmF0dXJl';
    await report(t, {
      entries: [entry({ message: `fetch failed Authorization: Bearer ${jwt}`, url: '/forgot-password/tac-number?token=abc123&x=1', stack: `at f (password=Secret#123)` })],
    });
    const [logged] = clientErrorLines().slice(before);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('Secret#123');
    expect(logged.client_error.url).toBe('/forgot-password/tac-number?token=[redacted]&x=1');
  });

  it.each([
    ['no entries field', {}, 'entries is required'],
    ['an empty list', { entries: [] }, 'entries must NOT have fewer than 1 items'],
    ['an unknown source', { entries: [entry({ source: 'server' })] }, 'entries.0.source must be equal to one of the allowed values'],
    ['a missing message', { entries: [{ source: 'console' }] }, 'message is required'],
    ['a message past its limit', { entries: [entry({ message: 'x'.repeat(clientErrorLimits.messageLength + 1) })] }, `entries.0.message must NOT have more than ${clientErrorLimits.messageLength} characters`],
    ['too many entries', { entries: Array.from({ length: clientErrorLimits.entriesPerReport + 1 }, () => entry()) }, `entries must NOT have more than ${clientErrorLimits.entriesPerReport} items`],
    ['a field it does not know', { entries: [entry({ cookie: 'access_token=1' })] }, 'cookie is not allowed'],
  ])('refuses %s with 400 and logs nothing', async (_name, body, error) => {
    const before = clientErrorLines().length;
    const res = await report(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error });
    expect(clientErrorLines().length).toBe(before);
  });

  it('refuses a body that is not JSON with 400 in the envelope', async () => {
    const res = await report(t, '{"entries": [', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, result: null, error: expect.any(String) });
  });

  it('refuses a body over the size cap with 413 in the envelope', async () => {
    const before = clientErrorLines().length;
    const huge = { entries: [entry({ stack: 'x'.repeat(clientErrorLimits.bodyBytes) })] };
    const res = await report(t, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status_code: 413, result: null, error: 'The request is too large' });
    expect(clientErrorLines().length).toBe(before);
  });
});

describe('POST /api/client-errors, limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { rateLimits: { ...defaultRateLimits, clientErrors: { max: 3, timeWindow: 60_000 } } });
  });
  afterAll(() => t.close());

  it('answers 429 once an address reports too often; another address is not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await report(t, { entries: [entry()] }, {}, '203.0.113.30')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await report(t, { entries: [entry()] }, {}, '203.0.113.30');
    expect(limited.json()).toEqual({ status_code: 429, result: { retry_after: expect.any(Number) }, error: 'Too many requests. Please try again later' });
    expect((await report(t, { entries: [entry()] }, {}, '203.0.113.31')).statusCode).toBe(200);
  });
});
