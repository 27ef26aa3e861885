import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, newMobile, PASSWORD, post, registration, verifiedMember, verifyAttempt } from '../../testing/accounts';
import { createAltchaCaptcha } from '../../adapters/captcha';
import { deriveSecret } from '../../adapters/secrets';
import { accountErrors } from '../../../shared/contract/accounts';

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA as configured by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA: 'altcha' });
  });
  afterAll(() => t.close());

  it('hands out a signed challenge, readable by the widget at the top level too', async () => {
    const res = await get(t, '/api/captcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ status_code: 200, error: null });
    expect(body.result).toMatchObject({ provider: 'altcha', site_key: null, expires_at: '2026-03-02T02:30:00.000Z' });
    expect(body.result.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(body.parameters).toEqual(body.result.challenge.parameters);
    expect(body.signature).toBe(body.result.challenge.signature);
  });

  it('refuses a login without a solution', async () => {
    const res = await post(t, '/api/login', { mobile_number: newMobile(), password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error: 'Validation error' });
  });
});

describe('ALTCHA_WORK', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA: 'altcha', ALTCHA_WORK: '8' });
  });
  afterAll(() => t.close());

  it('bounds the work a challenge asks for: a quarter of it to all of it', async () => {
    const counters = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const challenge = (await get(t, '/api/captcha/challenge')).json().result.challenge as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      counters.add(solution!.counter);
    }
    for (const counter of counters) {
      expect(counter).toBeGreaterThanOrEqual(2);
      expect(counter).toBeLessThanOrEqual(8);
    }
  });
});

describe('ALTCHA solved for real (cheap settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA: 'altcha' }, (database, config, clock) => ({
      captcha: createAltchaCaptcha({
        db: database.db,
        clock,
        hmacSecret: deriveSecret(config.jwtSecret!, 'altcha-challenge'),
        hmacKeySecret: deriveSecret(config.jwtSecret!, 'altcha-key'),
        cost: 10,
        counter: [10, 200],
      }),
    }));
  });
  afterAll(() => t.close());

  const challenge = async (): Promise<Challenge> => (await get(t, '/api/captcha/challenge')).json().result.challenge;

  it('registers with a solved challenge and refuses the same solution a second time', async () => {
    const captcha = await solve(await challenge());
    const mobile = newMobile();
    const ok = await post(t, '/api/user', registration(mobile, { captcha }));
    expect(ok.statusCode).toBe(200);
    const replay = await post(t, '/api/user', registration(newMobile(), { captcha }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe(accountErrors.captcha);
  });

  it('logs in and asks for a password reset with solved challenges', async () => {
    const mobile = newMobile();
    const registered = await post(t, '/api/user', registration(mobile, { captcha: await solve(await challenge()) }));
    const token = registered.json().result.registration_token;
    expect((await verifyAttempt(t, mobile, await t.lastCode(mobile), token)).statusCode).toBe(200);
    const login = await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD, captcha: await solve(await challenge()) });
    expect(login.statusCode).toBe(200);
    t.clock.advance(3 * 60 * 1000);
    const forgot = await post(t, '/api/user/password/forgot', { mobile_number: mobile, captcha: await solve(await challenge()) });
    expect(forgot.statusCode).toBe(200);
    const refused = await post(t, '/api/user/password/forgot', { mobile_number: mobile, captcha: '' });
    expect(refused.json()).toEqual({ status_code: 400, result: null, error: 'Validation error' });
  });

  it.each([
    ['missing', undefined],
    ['garbage', 'not-base64-json'],
    ['JSON without a solution', Buffer.from('{"challenge":{}}').toString('base64')],
  ])('refuses a %s solution', async (_name, captcha) => {
    const body = registration(newMobile(), captcha === undefined ? {} : { captcha });
    if (captcha === undefined) delete (body as Partial<typeof body>).captcha;
    const res = await post(t, '/api/user', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Validation error');
  });

  it('refuses a wrong solution and a tampered challenge', async () => {
    const c = await challenge();
    const solution = await solveChallenge({ challenge: c, deriveKey });
    const otherKey = solution!.derivedKey.replace(/^./, (d) => (d === '0' ? '1' : '0'));
    const wrong = Buffer.from(JSON.stringify({ challenge: c, solution: { ...solution, derivedKey: otherKey } })).toString('base64');
    expect((await post(t, '/api/user', registration(newMobile(), { captcha: wrong }))).json().error).toBe('Validation error');
    const tampered = { ...c, parameters: { ...c.parameters, cost: 1 } };
    const forged = Buffer.from(JSON.stringify({ challenge: tampered, solution })).toString('base64');
    expect((await post(t, '/api/user', registration(newMobile(), { captcha: forged }))).json().error).toBe('Validation error');
    // The untouched solution still works: failed attempts do not spend it.
    expect((await post(t, '/api/user', registration(newMobile(), { captcha: await solve(c) }))).statusCode).toBe(200);
  });

  it('refuses a challenge past its 30 minutes', async () => {
    const captcha = await solve(await challenge());
    t.clock.advance(30 * 60 * 1000);
    const res = await post(t, '/api/user', registration(newMobile(), { captcha }));
    expect(res.json().error).toBe('Validation error');
  });

  it('checks the captcha after the fields, so a form error does not spend the solution', async () => {
    const captcha = await solve(await challenge());
    expect((await post(t, '/api/user', registration(newMobile(), { captcha, fullname: 'X' }))).statusCode).toBe(400);
    expect((await post(t, '/api/user', registration(newMobile(), { captcha }))).statusCode).toBe(200);
  });
});

describe('a hosted captcha (reCAPTCHA-style verify URL)', () => {
  let t: TestApp;
  let server: http.Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('secret') === 'hosted-secret' && form.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      CAPTCHA: 'recaptcha',
      RECAPTCHA_SECRET: 'hosted-secret',
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('tells the browser which widget to show', async () => {
    const res = await get(t, '/api/captcha/challenge');
    expect(res.json()).toEqual({
      status_code: 200,
      error: null,
      result: { provider: 'recaptcha', challenge: null, site_key: 'site-key-1', expires_at: null },
    });
  });

  it('accepts what the provider confirms, with the secret and the caller address', async () => {
    const { mobile } = await verifiedMember(t, { captcha: 'good-token' });
    const res = await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD, captcha: 'good-token' }, { remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)?.get('remoteip')).toBe('203.0.113.7');
  });

  it('refuses what the provider refuses', async () => {
    const res = await post(t, '/api/login', { mobile_number: newMobile(), password: PASSWORD, captcha: 'bad-token' });
    expect(res.json()).toEqual({ status_code: 400, result: null, error: 'Validation error' });
  });
});
