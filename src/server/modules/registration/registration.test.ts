import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, newMobile, PASSWORD, post, registration, verifiedMember } from '../../testing/accounts';
import { accountErrors } from '../../../shared/contract/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AFFILIATED_EMAIL_DOMAINS: 'quartz-oil.example,workshop.example' });
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;

describe('POST /api/user (register)', () => {
  it('creates an unverified account and texts a 6-digit code, form-encoded', async () => {
    const mobile = newMobile();
    const res = await post(t, '/api/user', registration(mobile));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: { mobile_number: mobile }, error: null });
    const [sms] = await t.outbox(mobile);
    expect(sms.message).toMatch(/verification code is \d{6}\b/);
    const member = await t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
    expect(member.verified_at).toBeNull();
    expect(member.password_hash).toMatch(/^\$argon2id\$/);
    expect(member.referral_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(member.created_at).toEqual(t.clock.now());
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

  it('replaces a pending registration of the same number, and the old code stops working', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile, { fullname: 'First Person' }));
    const firstCode = await t.lastCode(mobile);
    t.clock.advance(3 * MINUTE);
    const again = await post(t, '/api/user', registration(mobile, { fullname: 'Second Person', email: 'second@example.com' }));
    expect(again.statusCode).toBe(200);
    const secondCode = await t.lastCode(mobile);
    const rows = await t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', mobile).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullname: 'Second Person', email: 'second@example.com' });
    if (firstCode !== secondCode) {
      const stale = await post(t, '/api/user/verification', { mobile_number: mobile, tac: firstCode });
      expect(stale.statusCode).toBe(500);
    }
    const ok = await post(t, '/api/user/verification', { mobile_number: mobile, tac: secondCode });
    expect(ok.statusCode).toBe(200);
  });

  it('links a valid referral code and ignores an unknown one', async () => {
    const { mobile: referrerMobile } = await verifiedMember(t);
    const referrer = await t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', referrerMobile).executeTakeFirstOrThrow();

    const referred = newMobile();
    const res = await post(t, '/api/user', registration(referred, { referrer_code: referrer.referral_code.toLowerCase(), email: 'friend@example.com' }));
    expect(res.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('members').select('referrer_id').where('mobile_number', '=', referred).executeTakeFirstOrThrow();
    expect(row.referrer_id).toBe(referrer.id);

    const stranger = newMobile();
    const unknown = await post(t, '/api/user', registration(stranger, { referrer_code: 'ZZZZZZZZ' }));
    expect(unknown.statusCode).toBe(200);
    const garbage = await post(t, '/api/user', registration(newMobile(), { referrer_code: 'not a code at all' }));
    expect(garbage.statusCode).toBe(200);
    const strangerRow = await t.database.db.selectFrom('members').select('referrer_id').where('mobile_number', '=', stranger).executeTakeFirstOrThrow();
    expect(strangerRow.referrer_id).toBeNull();
  });
});

describe('POST /api/user/verification', () => {
  it('verifies the number, logs the member in and sets the survey flag', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const res = await post(t, '/api/user/verification', { mobile_number: mobile, tac: await t.lastCode(mobile) }, { json: true });
    expect(res.statusCode).toBe(200);
    const { access_token, refresh_token } = res.json().result;
    expect(access_token.split('.')).toHaveLength(3);
    expect(refresh_token).toMatch(/^[\w-]{43}$/);
    const me = await get(t, '/api/user/me', access_token);
    expect(me.json().result).toMatchObject({ mobile_number: mobile, survey_pending: true, password: '' });
  });

  it('refuses a wrong code with 500 as the contract expects, then accepts the right one', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const code = await t.lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post(t, '/api/user/verification', { mobile_number: mobile, tac: wrong });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status_code: 500, result: null, error: accountErrors.wrongCode });
    expect((await post(t, '/api/user/verification', { mobile_number: mobile, tac: code })).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries: the right code fails on the 6th', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const code = await t.lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) errors.push((await post(t, '/api/user/verification', { mobile_number: mobile, tac: wrong })).json().error);
    expect(errors).toEqual([...Array(4).fill(accountErrors.wrongCode), accountErrors.tooManyTries]);
    const sixth = await post(t, '/api/user/verification', { mobile_number: mobile, tac: code });
    expect(sixth.statusCode).toBe(500);
    expect(sixth.json().error).toBe(accountErrors.tooManyTries);
  });

  it('lets a code expire after 10 minutes', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const code = await t.lastCode(mobile);
    t.clock.advance(10 * MINUTE);
    const res = await post(t, '/api/user/verification', { mobile_number: mobile, tac: code });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe(accountErrors.codeExpired);
  });

  it('accepts a code just before it expires', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const code = await t.lastCode(mobile);
    t.clock.advance(10 * MINUTE - 1000);
    expect((await post(t, '/api/user/verification', { mobile_number: mobile, tac: code })).statusCode).toBe(200);
  });

  it('is single use', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const code = await t.lastCode(mobile);
    expect((await post(t, '/api/user/verification', { mobile_number: mobile, tac: code })).statusCode).toBe(200);
    const again = await post(t, '/api/user/verification', { mobile_number: mobile, tac: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(accountErrors.alreadyVerified);
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

  it('answers 400 for a number with no registration', async () => {
    const res = await post(t, '/api/user/verification', { mobile_number: newMobile(), tac: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(accountErrors.unknownMobile);
  });
});

describe('POST /api/user/verification/resend', () => {
  it('refuses a resend within 180 seconds, then sends a new code that replaces the old', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const first = await t.lastCode(mobile);
    t.clock.advance(179 * 1000);
    const early = await post(t, '/api/user/verification/resend', { mobile_number: mobile });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ status_code: 429, result: { retry_after: 1 }, error: accountErrors.sendTooSoon });
    t.clock.advance(1000);
    const res = await post(t, '/api/user/verification/resend', { mobile_number: mobile });
    expect(res.statusCode).toBe(200);
    expect(await t.outbox(mobile)).toHaveLength(2);
    const second = await t.lastCode(mobile);
    if (first !== second) {
      expect((await post(t, '/api/user/verification', { mobile_number: mobile, tac: first })).json().error).toBe(accountErrors.wrongCode);
    }
    expect((await post(t, '/api/user/verification', { mobile_number: mobile, tac: second })).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to a number', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    for (let i = 0; i < 4; i++) {
      t.clock.advance(3 * MINUTE);
      expect((await post(t, '/api/user/verification/resend', { mobile_number: mobile })).statusCode).toBe(200);
    }
    t.clock.advance(3 * MINUTE);
    const sixth = await post(t, '/api/user/verification/resend', { mobile_number: mobile });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe(accountErrors.sendLimit);
    // The first send was 15 minutes ago: it leaves the hour 45 minutes from now.
    expect(sixth.json().result).toEqual({ retry_after: 45 * 60 });
    // Registering again does not get round the limit.
    expect((await post(t, '/api/user', registration(mobile))).statusCode).toBe(429);
    t.clock.advance(45 * MINUTE);
    expect((await post(t, '/api/user/verification/resend', { mobile_number: mobile })).statusCode).toBe(200);
  });

  it('answers 400 for an unknown number and 409 for a verified one', async () => {
    const unknown = await post(t, '/api/user/verification/resend', { mobile_number: newMobile() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(accountErrors.unknownMobile);
    const { mobile } = await verifiedMember(t);
    const verified = await post(t, '/api/user/verification/resend', { mobile_number: mobile });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error).toBe(accountErrors.alreadyVerified);
  });
});

describe('unverified accounts', () => {
  it('cannot log in', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile));
    const res = await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(accountErrors.invalidLogin);
  });
});
