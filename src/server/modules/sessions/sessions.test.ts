import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, newMobile, PASSWORD, post, verifiedMember } from '../../testing/accounts';
import { signAccessToken } from '../../adapters/tokens';
import { accountErrors } from '../../../shared/contract/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const login = (mobile: string, password = PASSWORD, remoteAddress = '203.0.113.1') =>
  post(t, '/api/login', { mobile_number: mobile, password }, { remoteAddress });
const refresh = (refresh_token: string) => post(t, '/api/user/auth/token', { refresh_token });

describe('POST /api/login', () => {
  it('answers a token pair for the right password, form-encoded or JSON', async () => {
    const { mobile } = await verifiedMember(t);
    const res = await login(mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    const json = await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD }, { json: true });
    expect(json.statusCode).toBe(200);
    expect((await get(t, '/api/user/me', json.json().result.access_token)).statusCode).toBe(200);
  });

  it('answers the same refusal for a wrong password and an unknown number', async () => {
    const { mobile } = await verifiedMember(t);
    const wrong = await login(mobile, 'Wrong#1234');
    const unknown = await login(newMobile());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status_code: 400, result: null, error: 'Invalid mobile number or password' });
    }
  });

  it.each([
    [{ mobile_number: '' }, 'Mobile No. is required.'],
    [{ mobile_number: '60abc' }, 'Please provide a valid information'],
    [{ password: '' }, 'Please insert your password'],
    [{ password: 'short' }, 'The information is invalid, please try again'],
  ])('refuses %j with the shared rule message', async (overrides, message) => {
    const res = await post(t, '/api/login', { mobile_number: newMobile(), password: PASSWORD, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('never refuses the owner\'s right password after 10 wrong ones from 10 addresses: it only waits a little', async () => {
    const { mobile } = await verifiedMember(t);
    t.delays.length = 0;
    for (let i = 0; i < 10; i++) {
      expect((await login(mobile, 'Wrong#1234', `198.51.100.${i}`)).statusCode).toBe(400);
    }
    // Each address failed once: none of them is slowed down.
    expect(t.delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    t.delays.length = 0;
    const owner = await login(mobile, PASSWORD, '203.0.113.7');
    expect(owner.statusCode).toBe(200);
    // Past 10 failures on the number every try waits a little, whoever makes it.
    expect(t.delays).toEqual([1000]);
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'login.throttled').execute();
    expect(audit.map((row) => row.subject)).toContain(mobile);
  });

  it('slows one address guessing one number more and more, and still lets the right password in', async () => {
    const { mobile } = await verifiedMember(t);
    t.delays.length = 0;
    for (let i = 0; i < 12; i++) expect((await login(mobile, 'Wrong#1234', '198.51.100.200')).statusCode).toBe(400);
    expect(t.delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000, 4000, 4000]);
    t.delays.length = 0;
    expect((await login(mobile, PASSWORD, '198.51.100.200')).statusCode).toBe(200);
    expect(t.delays).toEqual([4000]);
    // A success starts the count afresh.
    t.delays.length = 0;
    expect((await login(mobile, PASSWORD, '198.51.100.200')).statusCode).toBe(200);
    expect(t.delays).toEqual([0]);
  });

  it('forgets failures after 15 minutes', async () => {
    const { mobile } = await verifiedMember(t);
    for (let i = 0; i < 12; i++) await login(mobile, 'Wrong#1234', '198.51.100.201');
    t.clock.advance(15 * MINUTE);
    t.delays.length = 0;
    expect((await login(mobile, PASSWORD, '198.51.100.201')).statusCode).toBe(200);
    expect(t.delays).toEqual([0]);
  });

  it('slows an address that fails on many numbers', async () => {
    t.delays.length = 0;
    for (let i = 0; i < 5; i++) await login(newMobile(), PASSWORD, '192.0.2.50');
    expect(t.delays).toEqual([0, 0, 0, 250, 500]);
  });
});

describe('POST /api/user/auth/token', () => {
  it('rotates: the new refresh token works, the spent one revokes the whole family', async () => {
    const { tokens } = await verifiedMember(t);
    const first = await refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().result;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await get(t, '/api/user/me', rotated.access_token)).statusCode).toBe(200);

    const second = await refresh(rotated.refresh_token);
    expect(second.statusCode).toBe(200);
    const newest = second.json().result;

    // The first token again, past the grace window: it leaked, so the family ends, newest token included.
    t.clock.advance(11 * 1000);
    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ status_code: 401, result: null, error: accountErrors.invalidRefreshToken });
    expect((await refresh(newest.refresh_token)).statusCode).toBe(401);
    expect((await get(t, '/api/user/me', newest.access_token)).statusCode).toBe(401);
  });

  it('answers two tabs refreshing with one token at once the same pair, and the session lives on', async () => {
    const { tokens } = await verifiedMember(t);
    const [one, two] = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().result).toEqual(one.json().result);
    const pair = one.json().result;
    expect((await get(t, '/api/user/me', pair.access_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('answers a retry within the grace window (10 s) with the pair already issued, and after it revokes the family', async () => {
    const { tokens } = await verifiedMember(t);
    const first = (await refresh(tokens.refresh_token)).json().result;
    t.clock.advance(10 * 1000);
    const retry = await refresh(tokens.refresh_token);
    expect(retry.json()).toEqual({ status_code: 200, result: first, error: null });
    // A tab that already rotated once more within the window: the retry follows to the newest pair.
    const second = (await refresh(first.refresh_token)).json().result;
    expect((await refresh(tokens.refresh_token)).json().result).toEqual(second);
    t.clock.advance(1000);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await get(t, '/api/user/me', second.access_token)).statusCode).toBe(401);
  });

  it('leaves the member’s other sessions alone when one family is revoked', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const other = (await login(mobile)).json().result;
    await refresh(tokens.refresh_token);
    t.clock.advance(11 * 1000);
    await refresh(tokens.refresh_token);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown, empty or expired refresh token with 401', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(401);
    const { tokens } = await verifiedMember(t);
    t.clock.advance(180 * 24 * 60 * MINUTE);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('keeps a refresh token valid up to 180 days', async () => {
    const { tokens } = await verifiedMember(t);
    t.clock.advance(180 * 24 * 60 * MINUTE - 1000);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('last 15 minutes', async () => {
    const { tokens } = await verifiedMember(t);
    t.clock.advance(15 * MINUTE - 1000);
    expect((await get(t, '/api/user/me', tokens.access_token)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await get(t, '/api/user/me', tokens.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status_code: 401, result: null, error: accountErrors.unauthorized });
  });

  it('are refused when missing, malformed, forged or signed with another secret', async () => {
    const { tokens } = await verifiedMember(t);
    const [header, body] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const otherMember = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString('base64url');
    const foreign = signAccessToken(claims, 'another-secret-another-secret-another');
    for (const authorization of [undefined, 'Bearer', 'Bearer x.y.z', `Basic ${tokens.access_token}`, `Bearer ${header}.${otherMember}.${tokens.access_token.split('.')[2]}`, `Bearer ${foreign}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
    }
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
    expect((await get(t, '/api/user/me', noneAlg)).statusCode).toBe(401);
  });
});

const logout = (token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

describe('POST /api/user/logout', () => {
  it('ends the session of the access token: its refresh token and access token stop working', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const other = (await login(mobile)).json().result;
    const res = await logout(tokens.access_token, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: null, error: null });
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await get(t, '/api/user/me', tokens.access_token)).statusCode).toBe(401);
    // Another device stays logged in.
    expect((await get(t, '/api/user/me', other.access_token)).statusCode).toBe(200);
  });

  it('accepts an expired access token, and answers 200 with none at all', async () => {
    const { tokens } = await verifiedMember(t);
    t.clock.advance(2 * 60 * MINUTE);
    expect((await logout(tokens.access_token)).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await logout()).statusCode).toBe(200);
    expect((await logout('garbage')).statusCode).toBe(200);
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' }],
  ])('refuses a request from another site (%j) with 403, ending nothing and clearing no cookie', async (headers) => {
    const { tokens } = await verifiedMember(t);
    const res = await logout(tokens.access_token, headers);
    expect(res.json()).toEqual({ status_code: 403, result: null, error: accountErrors.crossSite });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await get(t, '/api/user/me', tokens.access_token)).statusCode).toBe(200);
  });
});

describe('GET /api/user/logout (the spec\'s path, kept)', () => {
  it('answers 200 and changes nothing: a link from another site logs nobody out and clears no cookie', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await get(t, '/api/user/logout', tokens.access_token);
    expect(res.json()).toEqual({ status_code: 200, result: null, error: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await get(t, '/api/user/me', tokens.access_token)).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe('the refresh token in the browser: an HttpOnly cookie', () => {
  const cookieLogin = (mobile: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobile_number: mobile, password: PASSWORD },
      headers: { 'x-token-delivery': 'cookie' },
    });
  // As the web app sends it: an empty form, the token in the cookie.
  const cookieRefresh = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/auth/token',
      payload: 'refresh_token=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { refresh_token: cookie },
    });
  const refreshCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'refresh_token') as Record<string, unknown> & { value: string } | undefined;

  it('is set HttpOnly, SameSite=Strict, for the refresh path only, for 180 days; the web app\'s answer leaves it out of the body', async () => {
    const { mobile } = await verifiedMember(t);
    const res = await cookieLogin(mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ access_token: expect.any(String) });
    expect(refreshCookieOf(res)).toMatchObject({
      value: expect.stringMatching(/^[\w-]{43}$/),
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/user/auth/token',
      maxAge: 180 * 24 * 60 * 60,
    });
  });

  it('is Secure when the request came over https', async () => {
    const { mobile } = await verifiedMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobile_number: mobile, password: PASSWORD },
      headers: { 'x-token-delivery': 'cookie', 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(refreshCookieOf(res)?.secure).toBe(true);
  });

  it('rotates through the cookie alone and never shows the new token to the page', async () => {
    const { mobile } = await verifiedMember(t);
    const first = refreshCookieOf(await cookieLogin(mobile))!.value;
    const res = await cookieRefresh(first);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ access_token: expect.any(String) });
    const second = refreshCookieOf(res)!.value;
    expect(second).not.toBe(first);
    expect((await get(t, '/api/user/me', res.json().result.access_token)).statusCode).toBe(200);
    // The spent cookie, past the grace window, revokes the family, and the refusal clears the cookie.
    t.clock.advance(11 * 1000);
    const reuse = await cookieRefresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(refreshCookieOf(reuse)).toMatchObject({ value: '', maxAge: 0 });
    expect((await cookieRefresh(second)).statusCode).toBe(401);
  });

  it('is cleared by logout, whose session then refuses it', async () => {
    const { mobile } = await verifiedMember(t);
    const login = await cookieLogin(mobile);
    const out = await logout(login.json().result.access_token);
    expect(refreshCookieOf(out)).toMatchObject({ value: '', maxAge: 0, path: '/api/user/auth/token' });
    expect((await cookieRefresh(refreshCookieOf(login)!.value)).statusCode).toBe(401);
  });

  it('is set by verification and password reset too, and other clients still get the token in the body', async () => {
    const { mobile } = await verifiedMember(t);
    t.clock.advance(3 * MINUTE);
    const token = (await post(t, '/api/user/password/forgot', { mobile_number: mobile })).json().result;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: { token, password: 'Brand#New99', tac: await t.lastCode(mobile) },
      headers: { 'x-token-delivery': 'cookie' },
    });
    expect(reset.json().result).toEqual({ access_token: expect.any(String) });
    expect(refreshCookieOf(reset)?.httpOnly).toBe(true);
    const apiClient = await login(mobile, 'Brand#New99');
    expect(apiClient.json().result.refresh_token).toBe(refreshCookieOf(apiClient)!.value);
  });
});
