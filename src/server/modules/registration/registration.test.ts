/**
 * Registration's three calls (register, verify, resend) and what holds before verification. A little
 * over our ~300 lines: each call's cases read best beside the others they depend on; the takeover
 * cases live in takeover.test.ts.
 */
import { createTestApp, type TestApp } from '../../testing/testApp';
import {
  get,
  newMobile,
  PASSWORD,
  post,
  registration,
  startRegistration,
  verifiedMember,
  verifyAttempt,
} from '../../testing/accounts';
import { accountErrors } from '../../../shared/contract/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AFFILIATED_EMAIL_DOMAINS: 'quartz-oil.example,workshop.example' });
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;

async function attemptsOf(mobile: string) {
  return t.database.db.selectFrom('registration_attempts').selectAll().where('mobile_number', '=', mobile).orderBy('id').execute();
}

async function memberOf(mobile: string) {
  return t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', mobile).executeTakeFirst();
}

function login(mobile: string, password: string) {
  return post(t, '/api/login', { mobile_number: mobile, password });
}

describe('POST /api/user (register)', () => {
  it('records a registration attempt, texts a 6-digit code and makes no member yet, form-encoded', async () => {
    const mobile = newMobile();
    const { res, token } = await startRegistration(t, registration(mobile));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      result: { mobile_number: mobile, registration_token: token, code_already_sent: false, retry_after: 180 },
      error: null,
    });
    expect(token).toMatch(/^[\w-]{43}$/);
    const [sms] = await t.outbox(mobile);
    expect(sms.message).toMatch(/verification code is \d{6}\b/);
    expect(await memberOf(mobile)).toBeUndefined();
    const [attempt] = await attemptsOf(mobile);
    expect(attempt.password_hash).toMatch(/^\$argon2id\$/);
    expect(attempt.token_hash).not.toContain(token);
    expect(attempt.created_at).toEqual(t.clock.now());
    expect(attempt.expires_at.getTime() - attempt.created_at.getTime()).toBe(24 * 60 * MINUTE);
  });

  it('hands the browser its attempt in an HttpOnly cookie sent only to the verification calls', async () => {
    const res = await post(t, '/api/user', registration(newMobile()));
    const cookie = res.cookies.find((c) => c.name === 'registration_attempt');
    expect(cookie).toMatchObject({ value: res.json().result.registration_token, httpOnly: true, sameSite: 'Strict', path: '/api/user/verification' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(24 * 60 * 60);
  });

  it('accepts JSON too', async () => {
    const mobile = newMobile();
    const res = await post(t, '/api/user', registration(mobile), { json: true });
    expect(res.statusCode).toBe(200);
    expect(await t.lastCode(mobile)).toMatch(/^\d{6}$/);
  });

  it('keeps no code in clear text', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const code = await t.lastCode(mobile);
    const row = await t.database.db.selectFrom('one_time_codes').selectAll().where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(10 * MINUTE);
  });

  it.each([
    [{ fullname: 'Al' }, '*Please provide your full name as per NRIC'],
    [{ fullname: 'R2-D2 robot' }, '*Please provide your full name as per NRIC'],
    [{ birth_date: '2015-01-01' }, 'Please provide a valid Date of Birth'],
    [{ birth_date: '1990-02-30' }, 'Please provide a valid Date of Birth'],
    [{ birth_date: '' }, 'Please fill out this field'],
    [{ mobile_number: '60012345678' }, 'Please provide a valid mobile number'],
    [{ mobile_number: '12345' }, 'Please provide a valid mobile number'],
    [{ email: 'not-an-email' }, '*Please provide a valid email address'],
    [{ password: 'weakpass', confirm_password: 'weakpass' }, expect.stringMatching(/^Please ensure your password includes min\. 8 characters/)],
    [{ confirm_password: 'Other#1234' }, "Password doesn't match. Please enter password again"],
    [{ confirm_password: '' }, 'Password confirmation is required'],
  ])('refuses %j with the shared rule message', async (overrides, message) => {
    const res = await post(t, '/api/user', registration(newMobile(), overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error: message });
  });

  it('answers a missing field with its rule message', async () => {
    const { fullname: _omitted, ...rest } = registration(newMobile());
    const res = await post(t, '/api/user', rest, { json: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('*Please provide your full name as per NRIC');
  });

  it('refuses affiliated email domains, subdomains included, as not an end-consumer', async () => {
    for (const email of ['staff@quartz-oil.example', 'a@hq.workshop.example', 'A@QUARTZ-OIL.EXAMPLE']) {
      const res = await post(t, '/api/user', registration(newMobile(), { email }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(accountErrors.notEndConsumer);
    }
    const lookalike = await post(t, '/api/user', registration(newMobile(), { email: 'a@notquartz-oil.example' }));
    expect(lookalike.statusCode).toBe(200);
  });

  it('answers 409 for a verified number', async () => {
    const { mobile } = await verifiedMember(t);
    const res = await post(t, '/api/user', registration(mobile));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status_code: 409, result: null, error: 'Mobile number has been registered' });
  });

  it('keeps each registration of a pending number apart: a second one changes nothing of the first', async () => {
    const mobile = newMobile();
    const first = await startRegistration(t, registration(mobile, { fullname: 'First Person' }));
    t.clock.advance(3 * MINUTE);
    const second = await startRegistration(t, registration(mobile, { fullname: 'Second Person', email: 'second@example.com' }));
    expect(second.res.statusCode).toBe(200);
    const rows = await attemptsOf(mobile);
    expect(rows.map((r) => [r.fullname, r.email])).toEqual([
      ['First Person', 'ahmad@example.com'],
      ['Second Person', 'second@example.com'],
    ]);
    // The phone's newest code, typed in the first browser, verifies the first registration.
    const ok = await verifyAttempt(t, mobile, await t.lastCode(mobile), first.token);
    expect(ok.statusCode).toBe(200);
    expect(await memberOf(mobile)).toMatchObject({ fullname: 'First Person', email: 'ahmad@example.com' });
    expect(await attemptsOf(mobile)).toEqual([]);
  });

  it('links a valid referral code and ignores an unknown one', async () => {
    const { mobile: referrerMobile } = await verifiedMember(t);
    const referrer = await t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', referrerMobile).executeTakeFirstOrThrow();

    const referred = newMobile();
    await verifiedMember(t, { mobile_number: referred, referrer_code: referrer.referral_code.toLowerCase(), email: 'friend@example.com' });
    expect((await memberOf(referred))?.referrer_id).toBe(referrer.id);

    const stranger = newMobile();
    await verifiedMember(t, { mobile_number: stranger, referrer_code: 'ZZZZZZZZ' });
    expect((await memberOf(stranger))?.referrer_id).toBeNull();
    const garbage = await post(t, '/api/user', registration(newMobile(), { referrer_code: 'not a code at all' }));
    expect(garbage.statusCode).toBe(200);
  });
});

describe('POST /api/user/verification', () => {
  it('verifies the number, makes the member with the attempt\'s details, logs them in and sets the survey flag', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const res = await verifyAttempt(t, mobile, await t.lastCode(mobile), token, { json: true });
    expect(res.statusCode).toBe(200);
    const { access_token, refresh_token } = res.json().result;
    expect(access_token.split('.')).toHaveLength(3);
    expect(refresh_token).toMatch(/^[\w-]{43}$/);
    const me = await get(t, '/api/user/me', access_token);
    expect(me.json().result).toMatchObject({ mobile_number: mobile, survey_pending: true, password: '' });
    const member = await memberOf(mobile);
    expect(member?.referral_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(member?.verified_at).toEqual(t.clock.now());
    expect((await login(mobile, PASSWORD)).statusCode).toBe(200);
  });

  it('reads the attempt from the browser\'s cookie and clears it once verified', async () => {
    const mobile = newMobile();
    const registered = await post(t, '/api/user', registration(mobile));
    const attempt = registered.cookies.find((c) => c.name === 'registration_attempt')!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/verification',
      payload: { mobile_number: mobile, tac: await t.lastCode(mobile) },
      cookies: { registration_attempt: attempt },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'registration_attempt')).toMatchObject({ value: '', maxAge: 0 });
  });

  it('refuses a wrong code with 500 as the contract expects, then accepts the right one', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const code = await t.lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await verifyAttempt(t, mobile, wrong, token);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status_code: 500, result: null, error: accountErrors.wrongCode });
    expect((await verifyAttempt(t, mobile, code, token)).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries: the right code fails on the 6th', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const code = await t.lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) errors.push((await verifyAttempt(t, mobile, wrong, token)).json().error);
    expect(errors).toEqual([...Array(4).fill(accountErrors.wrongCode), accountErrors.tooManyTries]);
    const sixth = await verifyAttempt(t, mobile, code, token);
    expect(sixth.statusCode).toBe(500);
    expect(sixth.json().error).toBe(accountErrors.tooManyTries);
  });

  it('lets a code expire after 10 minutes', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const code = await t.lastCode(mobile);
    t.clock.advance(10 * MINUTE);
    const res = await verifyAttempt(t, mobile, code, token);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe(accountErrors.codeExpired);
  });

  it('accepts a code just before it expires', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const code = await t.lastCode(mobile);
    t.clock.advance(10 * MINUTE - 1000);
    expect((await verifyAttempt(t, mobile, code, token)).statusCode).toBe(200);
  });

  it('is single use: the spent attempt is gone', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const code = await t.lastCode(mobile);
    expect((await verifyAttempt(t, mobile, code, token)).statusCode).toBe(200);
    const again = await verifyAttempt(t, mobile, code, token);
    expect(again.statusCode).toBe(500);
    expect(again.json().error).toBe(accountErrors.codeExpired);
  });

  it.each([
    [{ tac: '12345' }, 'Please enter the 6-digit verification code'],
    [{ tac: 'abcdef' }, 'Please enter the 6-digit verification code'],
    [{ tac: '' }, 'Please enter the 6-digit verification code'],
    [{ mobile_number: '' }, 'Please provide a valid mobile number'],
  ])('refuses %j with 400', async (overrides, message) => {
    const res = await post(t, '/api/user/verification', { mobile_number: newMobile(), tac: '123456', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('answers the same for an unknown, a pending and a verified number without the browser\'s attempt', async () => {
    const pending = newMobile();
    await startRegistration(t, registration(pending));
    const { mobile: verified } = await verifiedMember(t);
    const answers = [];
    for (const mobile of [newMobile(), pending, verified]) {
      const res = await post(t, '/api/user/verification', { mobile_number: mobile, tac: '123456' });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 500, body: { status_code: 500, result: null, error: accountErrors.codeExpired } }));
  });

  it('does not take an attempt of one number for another', async () => {
    const mobile = newMobile();
    const other = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    await startRegistration(t, registration(other));
    const res = await verifyAttempt(t, other, await t.lastCode(other), token);
    expect(res.statusCode).toBe(500);
    expect(await memberOf(other)).toBeUndefined();
  });

  it('refuses an attempt after a day', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    t.clock.advance(24 * 60 * MINUTE);
    const resend = await post(t, '/api/user/verification/resend', { mobile_number: mobile, registration_token: token });
    expect(resend.statusCode).toBe(200);
    expect(await t.outbox(mobile)).toHaveLength(1);
  });
});

describe('POST /api/user/verification/resend', () => {
  it('says a code was already sent within 180 seconds, then sends a new code that replaces the old', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const first = await t.lastCode(mobile);
    t.clock.advance(179 * 1000);
    const early = await post(t, '/api/user/verification/resend', { mobile_number: mobile, registration_token: token });
    expect(early.json()).toEqual({ status_code: 200, result: { code_already_sent: true, retry_after: 1 }, error: null });
    expect(await t.outbox(mobile)).toHaveLength(1);
    t.clock.advance(1000);
    const res = await post(t, '/api/user/verification/resend', { mobile_number: mobile, registration_token: token });
    expect(res.json()).toEqual({ status_code: 200, result: { code_already_sent: false, retry_after: 180 }, error: null });
    expect(await t.outbox(mobile)).toHaveLength(2);
    const second = await t.lastCode(mobile);
    if (first !== second) {
      expect((await verifyAttempt(t, mobile, first, token)).json().error).toBe(accountErrors.wrongCode);
    }
    expect((await verifyAttempt(t, mobile, second, token)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to a number, and the last one stays good until another may be sent', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const resend = () => post(t, '/api/user/verification/resend', { mobile_number: mobile, registration_token: token });
    for (let i = 0; i < 4; i++) {
      t.clock.advance(3 * MINUTE);
      expect((await resend()).json().result).toEqual({ code_already_sent: false, retry_after: 180 });
    }
    expect(await t.outbox(mobile)).toHaveLength(5);
    t.clock.advance(3 * MINUTE);
    // The first send was 15 minutes ago: it leaves the hour 45 minutes from now.
    expect((await resend()).json()).toEqual({ status_code: 200, result: { code_already_sent: true, retry_after: 45 * 60 }, error: null });
    // Registering again does not get round the limit: it is told to type the code already sent.
    const again = await post(t, '/api/user', registration(mobile));
    expect(again.json().result).toMatchObject({ code_already_sent: true, retry_after: 45 * 60 });
    expect(await t.outbox(mobile)).toHaveLength(5);
    // 40 minutes after it was sent, past its 10 minutes, the fifth code still verifies: no other can be sent yet.
    t.clock.advance(37 * MINUTE);
    expect((await verifyAttempt(t, mobile, await t.lastCode(mobile), token)).statusCode).toBe(200);
  });

  it('lets the fifth code of the hour expire once a new text may be sent, and then sends one', async () => {
    const mobile = newMobile();
    const { token } = await startRegistration(t, registration(mobile));
    const resend = () => post(t, '/api/user/verification/resend', { mobile_number: mobile, registration_token: token });
    for (let i = 0; i < 4; i++) {
      t.clock.advance(3 * MINUTE);
      await resend();
    }
    const fifth = await t.lastCode(mobile);
    t.clock.advance(48 * MINUTE);
    expect((await verifyAttempt(t, mobile, fifth, token)).json().error).toBe(accountErrors.codeExpired);
    expect((await resend()).json().result).toEqual({ code_already_sent: false, retry_after: 180 });
    expect((await verifyAttempt(t, mobile, await t.lastCode(mobile), token)).statusCode).toBe(200);
  });

  it('answers the same and sends nothing for an unknown, a pending and a verified number without the attempt', async () => {
    const pending = newMobile();
    await startRegistration(t, registration(pending));
    const { mobile: verified } = await verifiedMember(t);
    const unknown = newMobile();
    t.clock.advance(3 * MINUTE);
    for (const mobile of [unknown, pending, verified]) {
      const res = await post(t, '/api/user/verification/resend', { mobile_number: mobile });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 200,
        body: { status_code: 200, result: { code_already_sent: false, retry_after: 180 }, error: null },
      });
    }
    expect(await t.outbox(unknown)).toHaveLength(0);
    expect(await t.outbox(pending)).toHaveLength(1);
    expect(await t.outbox(verified)).toHaveLength(1);
  });
});

describe('before verification', () => {
  it('cannot log in', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const res = await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(accountErrors.invalidLogin);
  });
});
