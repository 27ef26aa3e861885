import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, newMobile, PASSWORD, post, registration, verifiedMember } from '../../testing/accounts';
import { sweepExpiredRecords } from './sweep';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sweep = () => sweepExpiredRecords(t.database.db, t.clock.now());
const db = () => t.database.db;
const login = (mobile: string, password = PASSWORD) => post(t, '/api/login', { mobile_number: mobile, password, captcha: '' });
const refresh = (token: string) => post(t, '/api/user/auth/token', { refresh_token: token });

async function memberId(mobile: string): Promise<number> {
  return (await db().selectFrom('members').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).id;
}
const codesOf = async (mobile: string, purpose?: 'reset') => {
  let query = db().selectFrom('one_time_codes').select('id').where('mobile_number', '=', mobile);
  if (purpose) query = query.where('purpose', '=', purpose);
  return query.execute();
};

describe('one-time codes and registration attempts', () => {
  it('deletes a reset code a day after it expired, not before', async () => {
    const { mobile } = await verifiedMember(t);
    t.clock.advance(181 * 1000);
    expect((await post(t, '/api/user/password/forgot', { mobile_number: mobile, captcha: '' })).statusCode).toBe(200);
    const before = await codesOf(mobile, 'reset');
    expect(before).toHaveLength(1);
    t.clock.advance(10 * MINUTE + DAY - 1);
    await sweep();
    expect(await codesOf(mobile, 'reset')).toEqual(before);
    t.clock.advance(2);
    expect((await sweep()).codes).toBeGreaterThanOrEqual(1);
    expect(await codesOf(mobile)).toEqual([]);
  });

  it('keeps the codes the per-number send limits count: a sixth send within the hour is still withheld', async () => {
    const { mobile } = await verifiedMember(t);
    t.clock.advance(DAY + HOUR);
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/user/password/forgot', { mobile_number: mobile, captcha: '' })).statusCode).toBe(200);
      t.clock.advance(181 * 1000);
    }
    await sweep();
    const sixth = await post(t, '/api/user/password/forgot', { mobile_number: mobile, captcha: '' });
    expect(sixth.statusCode).toBe(200);
    // The five resets' texts, and no sixth (the registration's text left the outbox after a day).
    expect(await t.outbox(mobile)).toHaveLength(5);
  });

  it('deletes a registration attempt, and its codes, an hour after it expired', async () => {
    const mobile = newMobile();
    expect((await post(t, '/api/user', registration(mobile))).statusCode).toBe(200);
    const attempts = () => db().selectFrom('registration_attempts').select('id').where('mobile_number', '=', mobile).execute();
    expect(await attempts()).toHaveLength(1);
    const expiresAt = (await db().selectFrom('registration_attempts').select('expires_at').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).expires_at;
    t.clock.set(new Date(expiresAt.getTime() + HOUR - 1));
    await sweep();
    expect(await attempts()).toHaveLength(1);
    t.clock.advance(2);
    expect((await sweep()).registrationAttempts).toBeGreaterThanOrEqual(1);
    expect(await attempts()).toEqual([]);
    expect(await codesOf(mobile)).toEqual([]);
  });

  it('deletes member rows never verified a day after they were made (the scheme before attempts)', async () => {
    const now = t.clock.now();
    const row = (mobile: string, createdAt: Date) => ({
      mobile_number: mobile,
      fullname: 'Never Verified',
      email: 'never@example.com',
      birth_date: '1990-01-01',
      password_hash: null,
      auth_provider: null,
      provider_user_id: null,
      referral_code: `NV${mobile.slice(-6)}`,
      referrer_id: null,
      verified_at: null,
      created_at: createdAt,
      updated_at: createdAt,
      anonymised_at: null,
    });
    const old = newMobile();
    const recent = newMobile();
    await db().insertInto('members').values([row(old, new Date(now.getTime() - DAY - 1)), row(recent, new Date(now.getTime() - HOUR))]).execute();
    expect((await sweep()).unverifiedMembers).toBe(1);
    const left = await db().selectFrom('members').select('mobile_number').where('mobile_number', 'in', [old, recent]).execute();
    expect(left).toEqual([{ mobile_number: recent }]);
  });
});

describe('login failures and locks', () => {
  const failures = (mobile: string) => db().selectFrom('login_failures').select('id').where('mobile_number', '=', mobile).execute();
  const locks = (mobile: string) => db().selectFrom('login_locks').select('locked_until').where('mobile_number', '=', mobile).execute();

  it('deletes failures once outside the 15-minute window that counts them', async () => {
    const { mobile } = await verifiedMember(t);
    for (let i = 0; i < 3; i++) await login(mobile, 'Wrong#1234');
    t.clock.advance(15 * MINUTE - 1);
    await sweep();
    expect(await failures(mobile)).toHaveLength(3);
    t.clock.advance(2);
    await sweep();
    expect(await failures(mobile)).toEqual([]);
  });

  it('ends the locks earlier versions left, a window after they ended; failures lock nothing now', async () => {
    const { mobile } = await verifiedMember(t);
    for (let i = 0; i < 10; i++) await login(mobile, 'Wrong#1234');
    expect(await locks(mobile)).toEqual([]);
    expect((await login(mobile)).statusCode).toBe(200);
    const now = t.clock.now();
    await db().insertInto('login_locks').values({ mobile_number: mobile, locked_at: now, locked_until: new Date(now.getTime() + 15 * MINUTE) }).execute();
    t.clock.advance(15 * MINUTE + 1);
    await sweep();
    expect(await locks(mobile)).toHaveLength(1);
    t.clock.advance(15 * MINUTE);
    await sweep();
    expect(await locks(mobile)).toEqual([]);
  });
});

describe('sessions and refresh tokens', () => {
  const sessionsOf = async (mobile: string) =>
    db().selectFrom('sessions').select(['id', 'revoked_at']).where('member_id', '=', await memberId(mobile)).execute();
  const tokensOf = async (mobile: string) =>
    db()
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select(['refresh_tokens.id', 'refresh_tokens.used_at'])
      .where('sessions.member_id', '=', await memberId(mobile))
      .execute();

  it('deletes a session once logged out, with its refresh tokens', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    expect(await sessionsOf(mobile)).toHaveLength(1);
    expect((await post(t, '/api/user/logout', {}, { token: tokens.access_token })).statusCode).toBe(200);
    await sweep();
    expect(await sessionsOf(mobile)).toEqual([]);
    expect(await tokensOf(mobile)).toEqual([]);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('keeps a used token of a live session, so presenting it again still revokes the family', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const next = (await refresh(tokens.refresh_token)).json().result;
    await sweep();
    expect((await tokensOf(mobile)).filter((row) => row.used_at !== null)).toHaveLength(1);
    // Past the grace window in which a retry gets the same pair.
    t.clock.advance(11 * 1000);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    // The family is revoked now: the next sweep takes it.
    await sweep();
    expect(await sessionsOf(mobile)).toEqual([]);
  });

  it('deletes a session whose every refresh token has expired, and the expired tokens of a live one', async () => {
    const idle = await verifiedMember(t);
    const active = await verifiedMember(t);
    t.clock.advance(100 * DAY);
    const renewed = (await refresh(active.tokens.refresh_token)).json().result;
    t.clock.advance(81 * DAY);
    const counts = await sweep();
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(idle.mobile)).toEqual([]);
    expect(await sessionsOf(active.mobile)).toHaveLength(1);
    expect(await tokensOf(active.mobile)).toHaveLength(1);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(200);
  });
});

describe('captcha solutions and the outbox', () => {
  it('deletes used captcha solutions past expiry and outbox texts after a day', async () => {
    const now = t.clock.now();
    await db()
      .insertInto('captcha_solutions')
      .values([
        { challenge_id: 'retention-old', expires_at: new Date(now.getTime() - 1) },
        { challenge_id: 'retention-live', expires_at: new Date(now.getTime() + MINUTE) },
      ])
      .execute();
    const mobile = newMobile();
    await db()
      .insertInto('sms_outbox')
      .values([
        { mobile_number: mobile, message: 'old', created_at: new Date(now.getTime() - DAY - 1) },
        { mobile_number: mobile, message: 'recent', created_at: new Date(now.getTime() - HOUR) },
      ])
      .execute();
    await sweep();
    expect(await db().selectFrom('captcha_solutions').select('challenge_id').where('challenge_id', 'like', 'retention-%').execute()).toEqual([
      { challenge_id: 'retention-live' },
    ]);
    expect(await db().selectFrom('sms_outbox').select('message').where('mobile_number', '=', mobile).execute()).toEqual([{ message: 'recent' }]);
  });
});
