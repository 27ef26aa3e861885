/**
 * domain.md, 'No stranger can lock a member out': whatever strangers send (each of their requests
 * costs them one captcha), the owner of a number registers, resets and logs in within 3 minutes,
 * the number gets at most one text per 180 s and 5 an hour, and a code cannot be guessed.
 */
import { createTestApp, type TestApp } from '../../testing/testApp';
import { newMobile, PASSWORD, post, registration, startRegistration, verifiedMember, verifyAttempt } from '../../testing/accounts';
import { accountErrors } from '../../../shared/contract/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const OWNER = { password: 'Owner#1234', confirm_password: 'Owner#1234' };
const STRANGER = { password: 'Squat#1234', confirm_password: 'Squat#1234', email: 'stranger@example.com' };
const STRANGER_ADDRESS = { remoteAddress: '198.51.100.66' };

const login = (mobile: string, password: string) => post(t, '/api/login', { mobile_number: mobile, password });
const forgot = (mobile: string, remoteAddress?: string) => post(t, '/api/user/password/forgot', { mobile_number: mobile }, { remoteAddress });
const reset = (token: string, tac: string, password = 'Brand#New99') => post(t, '/api/user/password/reset', { token, tac, password });
const wrongFor = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** At most one text per 180 s and five in any hour. */
function expectBoundedTexts(sentAt: number[]): void {
  const sorted = [...sentAt].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i] - sorted[i - 1]).toBeGreaterThanOrEqual(180 * SECOND);
  for (let i = 5; i < sorted.length; i++) expect(sorted[i] - sorted[i - 5]).toBeGreaterThanOrEqual(60 * MINUTE);
}

describe('registering someone else\'s number first', () => {
  it('does not refuse the owner\'s own registration: the code already sent is asked for and verifies the owner', async () => {
    const mobile = newMobile();
    const stranger = await startRegistration(t, registration(mobile, STRANGER), STRANGER_ADDRESS);
    expect(stranger.res.json().result).toMatchObject({ code_already_sent: false, retry_after: 180 });
    t.clock.advance(10 * SECOND);
    const owner = await startRegistration(t, registration(mobile, OWNER));
    expect(owner.res.json()).toEqual({
      status_code: 200,
      result: { mobile_number: mobile, registration_token: owner.token, code_already_sent: true, retry_after: 170 },
      error: null,
    });
    // One text only, sent for the stranger's registration; the owner reads it on their phone.
    expect(await t.outbox(mobile)).toHaveLength(1);
    expect((await verifyAttempt(t, mobile, await t.lastCode(mobile), owner.token)).statusCode).toBe(200);
    expect((await login(mobile, 'Owner#1234')).statusCode).toBe(200);
    expect((await login(mobile, 'Squat#1234')).statusCode).toBe(400);
  });

  it('lets the owner in within 3 minutes however often strangers register and resend, with at most 5 texts an hour', async () => {
    const mobile = newMobile();
    const strangers: string[] = [];
    // A stranger registers the number again every 30 seconds and asks for a new text whenever one may go.
    for (let i = 0; i < 60; i++) {
      const { token } = await startRegistration(t, registration(mobile, STRANGER), STRANGER_ADDRESS);
      strangers.push(token);
      await post(t, '/api/user/verification/resend', { mobile_number: mobile, registration_token: token }, STRANGER_ADDRESS);
      t.clock.advance(30 * SECOND);
    }
    // 30 minutes of that: texts at most one per 180 s and five in the hour.
    const texts = await t.outbox(mobile);
    expect(texts).toHaveLength(5);
    expectBoundedTexts(texts.map((sms) => sms.created_at.getTime()));
    // The owner registers now: no new text may go for another half hour, so the live code is asked for.
    const owner = await startRegistration(t, registration(mobile, OWNER));
    expect(owner.res.statusCode).toBe(200);
    expect(owner.res.json().result.code_already_sent).toBe(true);
    expect((await verifyAttempt(t, mobile, await t.lastCode(mobile), owner.token)).statusCode).toBe(200);
    expect((await login(mobile, 'Owner#1234')).statusCode).toBe(200);
    // None of the strangers' attempts can do anything now.
    expect((await verifyAttempt(t, mobile, await t.lastCode(mobile), strangers[0])).statusCode).toBe(500);
  });

  it('counts wrong codes per code and attempt: a stranger\'s wrong tries never spend the owner\'s', async () => {
    const mobile = newMobile();
    const strangers = [];
    for (let i = 0; i < 3; i++) strangers.push((await startRegistration(t, registration(mobile, STRANGER), STRANGER_ADDRESS)).token);
    const code = await t.lastCode(mobile);
    for (const token of strangers) {
      for (let i = 0; i < 4; i++) expect((await verifyAttempt(t, mobile, wrongFor(code, i), token)).json().error).toBe(accountErrors.wrongCode);
      expect((await verifyAttempt(t, mobile, wrongFor(code, 4), token)).json().error).toBe(accountErrors.tooManyTries);
      // Its five are spent: even the right code no longer works for that attempt.
      expect((await verifyAttempt(t, mobile, code, token)).json().error).toBe(accountErrors.tooManyTries);
    }
    const owner = await startRegistration(t, registration(mobile, OWNER));
    expect((await verifyAttempt(t, mobile, wrongFor(code), owner.token)).json().error).toBe(accountErrors.wrongCode);
    expect((await verifyAttempt(t, mobile, code, owner.token)).statusCode).toBe(200);
  });

  it('bounds the guesses at a code to 90 over every attempt, so a code is guessed with a chance under 1 in 10,000', async () => {
    const mobile = newMobile();
    const code = await (async () => {
      await startRegistration(t, registration(mobile, STRANGER), STRANGER_ADDRESS);
      return t.lastCode(mobile);
    })();
    let guesses = 0;
    for (let a = 0; a < 18; a++) {
      const { token } = await startRegistration(t, registration(mobile, STRANGER), STRANGER_ADDRESS);
      for (let i = 0; i < 5; i++) {
        await verifyAttempt(t, mobile, wrongFor(code, guesses), token);
        guesses += 1;
      }
    }
    expect(guesses).toBe(90);
    // The 90th wrong guess voided the code: the 91st guess, right or wrong, finds nothing to match.
    const late = await startRegistration(t, registration(mobile, STRANGER), STRANGER_ADDRESS);
    expect(late.res.statusCode).toBe(429);
    t.clock.advance(3 * MINUTE);
    const next = await startRegistration(t, registration(mobile, STRANGER), STRANGER_ADDRESS);
    expect(next.res.json().result.code_already_sent).toBe(false);
    expect((await verifyAttempt(t, mobile, code, next.token)).statusCode).toBe(500);
  });
});

describe('forgot password', () => {
  it('answers the same for a verified and an unknown number, however often asked', async () => {
    const { mobile: verified } = await verifiedMember(t);
    const unknown = newMobile();
    t.clock.advance(3 * MINUTE);
    const answers: [number, unknown, unknown][] = [];
    for (const mobile of [verified, verified, verified, unknown, unknown, unknown]) {
      const res = await forgot(mobile);
      answers.push([res.statusCode, res.json().status_code, res.json().error]);
      expect(res.json().result).toMatch(/^[\w-]{43}$/);
    }
    expect(answers).toEqual(Array(6).fill([200, 200, null]));
  });

  it('a stranger\'s call does not block the owner\'s own reset: the code already texted resets with the owner\'s token', async () => {
    const { mobile } = await verifiedMember(t);
    t.clock.advance(3 * MINUTE);
    const strangerToken = (await forgot(mobile, '198.51.100.66')).json().result;
    t.clock.advance(5 * SECOND);
    const ownerToken = (await forgot(mobile)).json().result;
    expect(await t.outbox(mobile)).toHaveLength(2); // the registration code and the stranger's reset code
    const code = await t.lastCode(mobile);
    expect((await reset(ownerToken, code)).statusCode).toBe(200);
    expect((await login(mobile, 'Brand#New99')).statusCode).toBe(200);
    // The code is spent and every other reset of the member ended with it.
    expect((await reset(strangerToken, code, 'Squat#12345')).json().error).toBe(accountErrors.resetExpired);
  });

  it('texts a number at most once per 180 s and 5 times an hour, however many strangers ask', async () => {
    const { mobile } = await verifiedMember(t);
    for (let i = 0; i < 240; i++) {
      await forgot(mobile, `198.51.100.${i % 250}`);
      t.clock.advance(30 * SECOND);
    }
    const sentAt = (await t.outbox(mobile)).map((sms) => sms.created_at.getTime());
    expectBoundedTexts(sentAt);
    // Two hours of asking every 30 seconds: ten texts in all (the registration's and nine resets).
    expect(sentAt).toHaveLength(10);
  });
});

describe('logging in', () => {
  it('opens the account to its right password whatever strangers failed, from however many addresses', async () => {
    const { mobile } = await verifiedMember(t);
    for (let i = 0; i < 30; i++) {
      expect((await post(t, '/api/login', { mobile_number: mobile, password: 'Wrong#1234' }, { remoteAddress: `198.51.100.${i}` })).statusCode).toBe(400);
    }
    t.delays.length = 0;
    expect((await post(t, '/api/login', { mobile_number: mobile, password: PASSWORD }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    expect(t.delays).toEqual([1000]);
  });
});
