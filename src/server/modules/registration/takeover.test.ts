/**
 * The account-takeover cases: a number belongs to whoever can read its texts in the browser that
 * asked for them, however the registrations of owner and squatter interleave.
 */
import { createTestApp, type TestApp } from '../../testing/testApp';
import { newMobile, post, registration, startRegistration, verifyAttempt } from '../../testing/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;

async function memberOf(mobile: string) {
  return t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', mobile).executeTakeFirst();
}

function login(mobile: string, password: string) {
  return post(t, '/api/login', { mobile_number: mobile, password });
}

describe('whoever holds the phone decides the account', () => {
  it('an owner who registers first keeps their own password when someone registers the number after them', async () => {
    const mobile = newMobile();
    const owner = await startRegistration(t, registration(mobile, { password: 'Owner#1234', confirm_password: 'Owner#1234' }));
    const ownerCode = await t.lastCode(mobile);
    t.clock.advance(3 * MINUTE);
    const squatter = await startRegistration(
      t,
      registration(mobile, { password: 'Squat#1234', confirm_password: 'Squat#1234', email: 'squatter@example.com' }),
    );
    expect(squatter.res.statusCode).toBe(200);
    // The newest text on the owner's phone was sent because the squatter registered: it replaced the
    // owner's first code, and typed in the owner's browser it verifies the owner's own attempt.
    const squatterCode = await t.lastCode(mobile);
    if (squatterCode !== ownerCode) expect((await verifyAttempt(t, mobile, ownerCode, owner.token)).statusCode).toBe(500);
    expect((await verifyAttempt(t, mobile, squatterCode, owner.token)).statusCode).toBe(200);
    expect((await login(mobile, 'Owner#1234')).statusCode).toBe(200);
    expect((await login(mobile, 'Squat#1234')).statusCode).toBe(400);
    expect(await memberOf(mobile)).toMatchObject({ email: 'ahmad@example.com' });
    // The squatter, who never saw a code, cannot finish either.
    expect((await verifyAttempt(t, mobile, squatterCode, squatter.token)).statusCode).toBe(500);
    expect((await login(mobile, 'Squat#1234')).statusCode).toBe(400);
  });

  it('an owner who asks for a new code after a squatter registered verifies with it and keeps their password', async () => {
    const mobile = newMobile();
    const owner = await startRegistration(t, registration(mobile, { password: 'Owner#1234', confirm_password: 'Owner#1234' }));
    t.clock.advance(3 * MINUTE);
    await startRegistration(t, registration(mobile, { password: 'Squat#1234', confirm_password: 'Squat#1234' }));
    t.clock.advance(3 * MINUTE);
    expect((await post(t, '/api/user/verification/resend', { mobile_number: mobile, registration_token: owner.token })).statusCode).toBe(200);
    expect((await verifyAttempt(t, mobile, await t.lastCode(mobile), owner.token)).statusCode).toBe(200);
    expect((await login(mobile, 'Owner#1234')).statusCode).toBe(200);
    expect((await login(mobile, 'Squat#1234')).statusCode).toBe(400);
  });

  it('a squatter who registers first never gets in, and the owner who registers later keeps their own password', async () => {
    const mobile = newMobile();
    const squatter = await startRegistration(
      t,
      registration(mobile, { password: 'Squat#1234', confirm_password: 'Squat#1234', email: 'squatter@example.com' }),
    );
    const squatterCode = await t.lastCode(mobile);
    t.clock.advance(3 * MINUTE);
    const owner = await startRegistration(t, registration(mobile, { password: 'Owner#1234', confirm_password: 'Owner#1234' }));
    const ownerCode = await t.lastCode(mobile);
    expect((await verifyAttempt(t, mobile, ownerCode, owner.token)).statusCode).toBe(200);
    expect((await login(mobile, 'Owner#1234')).statusCode).toBe(200);
    expect((await login(mobile, 'Squat#1234')).statusCode).toBe(400);
    expect(await memberOf(mobile)).toMatchObject({ email: 'ahmad@example.com' });
    // Even the code the squatter's attempt was sent (which only the owner's phone saw) is void now.
    expect((await verifyAttempt(t, mobile, squatterCode, squatter.token)).statusCode).toBe(500);
    expect((await verifyAttempt(t, mobile, ownerCode, squatter.token)).statusCode).toBe(500);
    expect((await login(mobile, 'Squat#1234')).statusCode).toBe(400);
  });

  it('a squatter cannot guess their way in: five wrong codes void their attempt\'s code', async () => {
    const mobile = newMobile();
    const squatter = await startRegistration(t, registration(mobile, { password: 'Squat#1234', confirm_password: 'Squat#1234' }));
    const code = await t.lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await verifyAttempt(t, mobile, wrong, squatter.token);
    expect((await verifyAttempt(t, mobile, code, squatter.token)).statusCode).toBe(500);
    expect(await memberOf(mobile)).toBeUndefined();
  });
});
