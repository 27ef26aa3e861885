import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, PASSWORD, post, verifiedMember } from '../../testing/accounts';
import { accountErrors, type UpdateProfileRequest } from '../../../shared/contract/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileEdit: UpdateProfileRequest = {
  fullname: 'Siti Nur Aisyah',
  birth_date: '1985-12-01',
  email: 'siti@example.com',
  address: '12 Jalan Bukit Bintang',
  state: 'Selangor',
  country: 'Malaysia',
  postal_code: '47300',
};
const put = (token: string, body: object, json = false) => post(t, '/api/user/me', body, { token, method: 'PUT', json });

describe('GET /api/user/me', () => {
  it('answers the profile with an empty password', async () => {
    const { mobile, tokens } = await verifiedMember(t, { subscribe: 'true' });
    const res = await get(t, '/api/user/me', tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      error: null,
      result: {
        fullname: 'Ahmad bin Ali',
        email: 'ahmad@example.com',
        mobile_number: mobile,
        birth_date: '1990-05-17',
        address: '',
        state: '',
        country: '',
        postal_code: '',
        password: '',
        auth_provider: null,
        referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
        survey_pending: true,
        language: 'en',
      },
    });
  });

  it('needs a bearer token', async () => {
    const res = await get(t, '/api/user/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status_code: 401, result: null, error: accountErrors.unauthorized });
  });
});

describe('PUT /api/user/me', () => {
  it('saves the profile, form-encoded or JSON', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await put(tokens.access_token, profileEdit);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject(profileEdit);
    const me = await get(t, '/api/user/me', tokens.access_token);
    expect(me.json().result).toMatchObject(profileEdit);
    const json = await put(tokens.access_token, { ...profileEdit, state: 'Johor' }, true);
    expect(json.statusCode).toBe(200);
    expect((await get(t, '/api/user/me', tokens.access_token)).json().result.state).toBe('Johor');
  });

  it('ignores fields it does not know (the campaign form sends mid)', async () => {
    const { tokens } = await verifiedMember(t);
    expect((await put(tokens.access_token, { ...profileEdit, mid: '42' })).statusCode).toBe(200);
  });

  it('needs a valid bearer token', async () => {
    expect((await put('', profileEdit)).statusCode).toBe(401);
    expect((await put('x.y.z', profileEdit)).statusCode).toBe(401);
  });

  it.each([
    [{ fullname: '' }, '*Please provide your full name as per NRIC'],
    [{ birth_date: '2020-01-01' }, '*Invalid Date of Birth'],
    [{ email: 'x@' }, '*Please provide a valid email address'],
    [{ address: 'short' }, '*Address must be at least 8 characters'],
    [{ address: '' }, '*Address is required'],
    [{ state: 'KL' }, '*State must be at least 4 characters'],
    [{ country: 'Malaysia, a very long country name' }, '*Country must be less than 20 characters'],
    [{ postal_code: 'ABCDE' }, '*Postal code must contain numbers only'],
    [{ postal_code: '123456' }, '*Postal code must be less than 5 characters'],
    [{ password: 'Newer#1234', password_confirm: 'Newer#1234' }, 'Current password is required'],
    [{ old_password: PASSWORD, password: 'weak', password_confirm: 'weak' }, expect.stringMatching(/^Please ensure your password/)],
    [{ old_password: PASSWORD, password: 'Newer#1234', password_confirm: 'Other#1234' }, "Password doesn't match. Please enter password again"],
  ])('refuses %j with the shared rule message', async (overrides, message) => {
    const { tokens } = await verifiedMember(t);
    const res = await put(tokens.access_token, { ...profileEdit, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(message);
  });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const res = await put(tokens.access_token, { ...profileEdit, old_password: 'Wrong#1234', password: 'Newer#1234', password_confirm: 'Newer#1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error: 'Current password is incorrect' });
    expect((await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD })).statusCode).toBe(200);
  });

  it('changes the password and ends the other sessions, not this one', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const other = (await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD })).json().result;
    const res = await put(tokens.access_token, { ...profileEdit, old_password: PASSWORD, password: 'Newer#1234', password_confirm: 'Newer#1234' });
    expect(res.statusCode).toBe(200);
    expect((await get(t, '/api/user/me', tokens.access_token)).statusCode).toBe(200);
    expect((await post(t, '/api/user/auth/token', { refresh_token: tokens.refresh_token })).statusCode).toBe(200);
    expect((await get(t, '/api/user/me', other.access_token)).statusCode).toBe(401);
    expect((await post(t, '/api/user/auth/token', { refresh_token: other.refresh_token })).statusCode).toBe(401);
    expect((await post(t, '/api/login', { mobile_number: mobile, password: 'Newer#1234' })).statusCode).toBe(200);
  });

  it('keeps the password when none is typed', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    expect((await put(tokens.access_token, { ...profileEdit, old_password: '', password: '', password_confirm: '' })).statusCode).toBe(200);
    expect((await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/survey', () => {
  it('stores the answers and clears the survey flag, once', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await post(t, '/api/survey', { answer: 'yes', answer2: 'Social media' }, { token: tokens.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: null, error: null });
    expect((await get(t, '/api/user/me', tokens.access_token)).json().result.survey_pending).toBe(false);
    const rows = await t.database.db.selectFrom('survey_answers').select(['answer', 'answer2', 'created_at']).execute();
    expect(rows).toContainEqual({ answer: 'yes', answer2: 'Social media', created_at: t.clock.now() });
    const again = await post(t, '/api/survey', { answer: 'no', answer2: 'Friend' }, { token: tokens.access_token, json: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(accountErrors.surveyDone);
  });

  it('needs an answer to the heard-about question', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await post(t, '/api/survey', { answer: 'no', answer2: ' ' }, { token: tokens.access_token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please answer the question!');
  });

  it('needs a bearer token', async () => {
    expect((await post(t, '/api/survey', { answer: 'no', answer2: 'Friend' })).statusCode).toBe(401);
  });
});
