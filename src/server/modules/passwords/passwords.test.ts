import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, newMobile, PASSWORD, post, registration, verifiedMember } from '../../testing/accounts';
import { accountErrors } from '../../../shared/contract/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'Brand#New99';
const forgot = (mobile_number: string) => post(t, '/api/user/password/forgot', { mobile_number });
const reset = (body: object) => post(t, '/api/user/password/reset', body);

describe('POST /api/user/password/forgot', () => {
  it('texts a reset code and answers the reset token', async () => {
    const { mobile } = await verifiedMember(t);
    t.clock.advance(3 * MINUTE);
    const res = await forgot(mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: expect.stringMatching(/^[\w-]{43}$/), error: null });
    const [sms] = await t.outbox(mobile);
    expect(sms.message).toMatch(/password reset code is \d{6}\b/);
  });

  it('answers an unknown or unverified number like a member\'s, goes on to the code page and texts nothing', async () => {
    const unknown = newMobile();
    const pending = newMobile();
    await post(t, '/api/user', registration(pending));
    t.clock.advance(3 * MINUTE);
    for (const mobile of [unknown, pending]) {
      const res = await forgot(mobile);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: 200, result: expect.stringMatching(/^[\w-]{43}$/), error: null });
      // The token matches nothing: whatever code is typed, the reset is refused and changes nothing.
      const refused = await reset({ token: res.json().result, password: NEW_PASSWORD, tac: '123456' });
      expect(refused.json()).toEqual({ status_code: 400, result: null, error: accountErrors.resetExpired });
    }
    expect(await t.outbox(unknown)).toHaveLength(0);
    expect(await t.outbox(pending)).toHaveLength(1);
    const codes = await t.database.db.selectFrom('one_time_codes').select('id').where('purpose', '=', 'reset').where('mobile_number', 'in', [unknown, pending]).execute();
    expect(codes).toEqual([]);
  });

  it('refuses a malformed number with the reset rule text', async () => {
    const res = await forgot('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Mobile No. is required.');
  });

  it('shares the send limits with registration codes, answering alike', async () => {
    const { mobile } = await verifiedMember(t);
    const soon = await forgot(mobile);
    expect(soon.json()).toEqual({ status_code: 200, result: expect.stringMatching(/^[\w-]{43}$/), error: null });
    expect(await t.outbox(mobile)).toHaveLength(1);
    t.clock.advance(3 * MINUTE);
    expect((await forgot(mobile)).statusCode).toBe(200);
    expect(await t.outbox(mobile)).toHaveLength(2);
  });
});

describe('POST /api/user/password/reset', () => {
  it('sets the new password, logs in, and ends every other session', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const second = (await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD })).json().result;
    t.clock.advance(3 * MINUTE);
    const token = (await forgot(mobile)).json().result;
    const res = await reset({ token, password: NEW_PASSWORD, tac: await t.lastCode(mobile) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().result;
    expect(fresh).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });

    for (const old of [tokens, second]) {
      expect((await post(t, '/api/user/auth/token', { refresh_token: old.refresh_token })).statusCode).toBe(401);
      expect((await get(t, '/api/user/me', old.access_token)).statusCode).toBe(401);
    }
    expect((await get(t, '/api/user/me', fresh.access_token)).statusCode).toBe(200);
    expect((await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD })).statusCode).toBe(400);
    expect((await post(t, '/api/login', { mobile_number: mobile, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('clears the failed logins of the number', async () => {
    const { mobile } = await verifiedMember(t);
    for (let i = 0; i < 10; i++) await post(t, '/api/login', { mobile_number: mobile, password: 'Wrong#1234' });
    t.clock.advance(3 * MINUTE);
    const token = (await forgot(mobile)).json().result;
    expect((await reset({ token, password: NEW_PASSWORD, tac: await t.lastCode(mobile) })).statusCode).toBe(200);
    const failures = await t.database.db.selectFrom('login_failures').select('id').where('mobile_number', '=', mobile).execute();
    expect(failures).toEqual([]);
    expect((await post(t, '/api/login', { mobile_number: mobile, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('counts wrong codes: the fifth voids the reset', async () => {
    const { mobile } = await verifiedMember(t);
    t.clock.advance(3 * MINUTE);
    const token = (await forgot(mobile)).json().result;
    const code = await t.lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await reset({ token, password: NEW_PASSWORD, tac: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(accountErrors.wrongCode);
    }
    expect((await reset({ token, password: NEW_PASSWORD, tac: wrong })).json().error).toBe(accountErrors.tooManyTries);
    expect((await reset({ token, password: NEW_PASSWORD, tac: code })).json().error).toBe(accountErrors.tooManyTries);
  });

  it('refuses an expired code, a used token and an unknown token', async () => {
    const { mobile } = await verifiedMember(t);
    t.clock.advance(3 * MINUTE);
    const token = (await forgot(mobile)).json().result;
    const code = await t.lastCode(mobile);
    t.clock.advance(10 * MINUTE);
    const expired = await reset({ token, password: NEW_PASSWORD, tac: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(accountErrors.codeExpired);

    const token2 = (await forgot(mobile)).json().result;
    const code2 = await t.lastCode(mobile);
    expect((await reset({ token: token2, password: NEW_PASSWORD, tac: code2 })).statusCode).toBe(200);
    const reused = await reset({ token: token2, password: 'Again#12345', tac: code2 });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(accountErrors.resetExpired);

    const unknown = await reset({ token: 'nope', password: NEW_PASSWORD, tac: '123456' });
    expect(unknown.json()).toEqual({ status_code: 400, result: null, error: accountErrors.resetExpired });
  });

  it('stops an earlier code once a new one is sent; an earlier token still resets with the new code', async () => {
    const { mobile } = await verifiedMember(t);
    t.clock.advance(3 * MINUTE);
    const first = (await forgot(mobile)).json().result;
    const firstCode = await t.lastCode(mobile);
    t.clock.advance(3 * MINUTE);
    expect((await forgot(mobile)).statusCode).toBe(200);
    const secondCode = await t.lastCode(mobile);
    if (firstCode !== secondCode) {
      expect((await reset({ token: first, password: NEW_PASSWORD, tac: firstCode })).json().error).toBe(accountErrors.wrongCode);
    }
    expect((await reset({ token: first, password: NEW_PASSWORD, tac: secondCode })).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'weak' }, expect.stringMatching(/^Please ensure your password includes/)],
    [{ tac: '12' }, 'Please enter the 6-digit verification code'],
    [{ token: '' }, accountErrors.resetExpired],
  ])('refuses %j with 400', async (overrides, message) => {
    const res = await reset({ token: 'some-token', password: NEW_PASSWORD, tac: '123456', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(message);
  });
});
