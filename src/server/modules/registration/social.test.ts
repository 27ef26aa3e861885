import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, newMobile, PASSWORD, post, verifiedMember, verifyAttempt } from '../../testing/accounts';
import { ApiError } from '../../http/errors';
import { accountErrors, type RegisterSocialRequest } from '../../../shared/contract/accounts';

const MINUTE = 60 * 1000;

function socialSignup(mobile: string, overrides: Partial<RegisterSocialRequest> = {}): RegisterSocialRequest {
  return {
    fullname: 'Tan Mei Ling',
    birth_date: '1992-07-04',
    email: 'meiling@example.com',
    mobile_number: mobile,
    provider: 'google',
    user_id: `g-${mobile}`,
    access_token: 'provider-access-token',
    token_id: 'provider-id-token',
    captcha: '',
    ...overrides,
  };
}

/** Signs up socially and types the texted code in the same browser (the attempt's token). */
async function signUpAndVerify(t: TestApp, body: RegisterSocialRequest) {
  const registered = await post(t, '/api/user/register/social', body);
  expect(registered.statusCode).toBe(200);
  const mobile = body.mobile_number;
  return verifyAttempt(t, mobile, await t.lastCode(mobile), registered.json().result.registration_token);
}

describe('social sign-up with SOCIAL_SIGNUP=trust (development and tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SOCIAL_SIGNUP: 'trust' });
  });
  afterAll(() => t.close());

  it('creates a password-less account that the SMS code verifies', async () => {
    const mobile = newMobile();
    const verified = await signUpAndVerify(t, socialSignup(mobile));
    expect(verified.statusCode).toBe(200);
    const { access_token } = verified.json().result;
    const me = (await get(t, '/api/user/me', access_token)).json().result;
    expect(me).toMatchObject({ auth_provider: 'google', fullname: 'Tan Mei Ling', survey_pending: true });
    // No password: the number and any password are refused at login.
    expect((await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD })).statusCode).toBe(400);
    // And the profile cannot set one.
    const change = await post(
      t,
      '/api/user/me',
      {
        fullname: 'Tan Mei Ling',
        birth_date: '1992-07-04',
        email: 'meiling@example.com',
        address: '1 Jalan Ampang Hilir',
        state: 'Selangor',
        country: 'Malaysia',
        postal_code: '50450',
        old_password: 'Anything#1',
        password: 'Newer#1234',
        password_confirm: 'Newer#1234',
      },
      { token: access_token, method: 'PUT' },
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toBe(accountErrors.socialPassword);
  });

  it('answers 409 when the social account already belongs to a member', async () => {
    const first = newMobile();
    expect((await signUpAndVerify(t, socialSignup(first, { user_id: 'shared-id' }))).statusCode).toBe(200);
    const res = await post(t, '/api/user/register/social', socialSignup(newMobile(), { user_id: 'shared-id' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(accountErrors.socialRegistered);
  });

  it('lets an abandoned social sign-up under another number give way', async () => {
    const abandoned = newMobile();
    await post(t, '/api/user/register/social', socialSignup(abandoned, { user_id: 'abandoned-id' }));
    expect((await signUpAndVerify(t, socialSignup(newMobile(), { user_id: 'abandoned-id' }))).statusCode).toBe(200);
    // The abandoned attempt can no longer become a second account with the same social identity.
    const late = await post(t, '/api/user/register/social', socialSignup(abandoned, { user_id: 'abandoned-id' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(accountErrors.socialRegistered);
  });

  it('answers 409 for a verified number, and validates like registration', async () => {
    const { mobile } = await verifiedMember(t);
    expect((await post(t, '/api/user/register/social', socialSignup(mobile))).statusCode).toBe(409);
    const bad = await post(t, '/api/user/register/social', socialSignup(newMobile(), { email: 'nope' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('*Please provide a valid email address');
  });

  it('refuses an unsupported provider name', async () => {
    const res = await post(t, '/api/user/register/social', socialSignup(newMobile(), { provider: '../etc' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The sign-up provider is not supported');
  });

  it('a social member can set a password through forgot password', async () => {
    const mobile = newMobile();
    expect((await signUpAndVerify(t, socialSignup(mobile))).statusCode).toBe(200);
    t.clock.advance(3 * MINUTE);
    const token = (await post(t, '/api/user/password/forgot', { mobile_number: mobile })).json().result;
    const reset = await post(t, '/api/user/password/reset', { token, password: 'Social#Pass1', tac: await t.lastCode(mobile) });
    expect(reset.statusCode).toBe(200);
    expect((await post(t, '/api/login', { mobile_number: mobile, password: 'Social#Pass1' })).statusCode).toBe(200);
  });
});

describe('social sign-up with SOCIAL_SIGNUP=off (the production default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SOCIAL_SIGNUP: 'off' });
  });
  afterAll(() => t.close());

  it('is refused with a clear 400 and creates nothing', async () => {
    const mobile = newMobile();
    const res = await post(t, '/api/user/register/social', socialSignup(mobile));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_code: 400,
      result: null,
      error: 'Social sign-up is not available. Please register with your mobile number',
    });
    expect(await t.outbox(mobile)).toEqual([]);
  });
});

describe('a real verifier plugged in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {
      socialIdentity: {
        async verify(claim) {
          if (claim.token_id !== 'valid-id-token') throw new ApiError(400, 'The social account could not be confirmed');
          return { provider: claim.provider, userId: 'id-from-the-provider' };
        },
      },
    });
  });
  afterAll(() => t.close());

  it('stores the identity the provider proved, not the one sent', async () => {
    const mobile = newMobile();
    expect((await signUpAndVerify(t, socialSignup(mobile, { token_id: 'valid-id-token', user_id: 'claimed' }))).statusCode).toBe(200);
    const row = await t.database.db.selectFrom('members').select('provider_user_id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
    expect(row.provider_user_id).toBe('id-from-the-provider');
    const refused = await post(t, '/api/user/register/social', socialSignup(newMobile(), { token_id: 'forged' }));
    expect(refused.json()).toEqual({ status_code: 400, result: null, error: 'The social account could not be confirmed' });
  });
});
