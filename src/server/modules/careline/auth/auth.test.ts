import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../../../../config';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { carelineOperator, personalToken, refreshOperator, signInAgain, type TestOperator } from '../../../testing/operators';
import { softPasskey } from '../../../testing/passkeys';
import { runFirstAdmin } from '../../../ops/firstAdmin';
import { carelineErrors, carelinePaths, PERSONAL_TOKEN_PREFIX } from '../../../../shared/contract/careline';
import { loyaltyPaths } from '../../../../shared/contract/loyalty';
import { totpCode } from './totp';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from './limits';

let t: TestApp;
const ORIGIN = 'http://localhost:3000';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, headers: Record<string, string> = {}, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
    remoteAddress,
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const audit = (action: string) => t.database.db.selectFrom('audit_log').select(['actor', 'action', 'subject', 'details']).where('action', '=', action).orderBy('id').execute();
const tokenOf = (link: string) => link.split('#')[1];

/** `npm run ops -- careline:first-admin <email>` on the test's database. */
async function firstAdmin(email: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runFirstAdmin([email], {}, { out: (l) => out.push(l), err: (l) => err.push(l) }, { config: t.config, clock: t.clock, open: async () => ({ ...t.database, close: async () => {} }) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Enrols through a link with a password and a new authenticator; answers the tokens and the authenticator's secret. */
async function enrolWithPassword(link: string) {
  const token = tokenOf(link);
  const setup = (await call('POST', carelinePaths.enrolmentTotp, { token })).json().result;
  const res = await call('POST', carelinePaths.enrolmentPassword, { token, password: 'a long careline passphrase', totp: totpCode(setup.secret, t.clock.now()) });
  expect(res.statusCode).toBe(200);
  return { tokens: res.json().result, secret: setup.secret as string };
}

describe('the first administrator', () => {
  it('is made from the command line with a one-time link; the command is refused once there is one', async () => {
    const made = await firstAdmin('Nurul@Quartz.example.com');
    expect(made.code).toBe(0);
    const link = /http:\/\/localhost:3000\/careline\/enrol#[\w-]{43}/.exec(made.out)![0];
    expect(made.out).toContain('nurul@quartz.example.com is the careline\'s first administrator.');
    expect((await call('POST', carelinePaths.enrolment, { token: tokenOf(link) })).json().result).toEqual({ email: 'nurul@quartz.example.com', role: 'administrator', expires_at: '2026-03-04T02:00:00.000Z' });

    // The link is kept only as its hash.
    const stored = await t.database.db.selectFrom('careline_enrolments').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));

    const { tokens } = await enrolWithPassword(link);
    const me = (await call('GET', carelinePaths.me, undefined, bearer(tokens.access_token))).json().result;
    expect(me.staff).toMatchObject({ email: 'nurul@quartz.example.com', role: 'administrator', totp: true, passkeys: 0, enrolled: true, active: true });
    expect(me.session).toEqual({ expires_at: '2026-03-02T10:00:00.000Z', idle_expires_at: '2026-03-02T02:15:00.000Z', stepped_up_until: '2026-03-02T02:05:00.000Z' });

    // Single use.
    const again = await call('POST', carelinePaths.enrolmentTotp, { token: tokenOf(link) });
    expect(again.json()).toEqual({ status_code: 404, result: null, error: carelineErrors.enrolmentInvalid });
    expect(await firstAdmin('someone@quartz.example.com')).toEqual({ code: 1, out: '', err: 'The console already has an administrator: they invite everyone else' });
    expect((await audit('careline.first_administrator')).map((row) => [row.actor, row.subject])).toEqual([['system', 'careline:nurul@quartz.example.com']]);
    expect((await audit('careline.enrolled')).at(-1)).toMatchObject({ actor: 'careline:nurul@quartz.example.com', details: { method: 'password_totp' } });
  });
});

describe('npm run ops -- careline:first-admin', () => {
  const io = () => {
    const lines: string[] = [];
    return { lines, io: { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) } };
  };

  it('explains itself when not given one email', async () => {
    const { lines, io: printer } = io();
    expect(await runFirstAdmin([], {}, printer, { config: t.config })).toBe(2);
    expect(lines.join('\n')).toContain('Usage: npm run ops -- careline:first-admin <email>');
  });

  it('will not open the embedded database while a server holds it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careline-first-admin-'));
    try {
      fs.mkdirSync(path.join(dataDir, 'pgdata'));
      fs.writeFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), '-42');
      const { lines, io: printer } = io();
      expect(await runFirstAdmin(['nurul@quartz.example.com'], {}, printer, { config: loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }) })).toBe(1);
      expect(lines).toEqual([`The server is running on ${dataDir} (or stopped without closing it): stop it, run this again, then start it.`]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('signing in with a password and an authenticator code', () => {
  let person: { email: string; secret: string };
  beforeAll(async () => {
    const admin = await carelineOperator(t, 'administrator');
    const invited = (await call('POST', carelinePaths.staff, { email: 'Siti@quartz.example.com', role: 'agent' }, admin.headers)).json().result;
    expect(invited.staff).toMatchObject({ email: 'siti@quartz.example.com', role: 'agent', enrolled: false });
    const { secret } = await enrolWithPassword(invited.enrolment_link);
    person = { email: 'siti@quartz.example.com', secret };
  });

  const signIn = (overrides: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
    call('POST', carelinePaths.login, { email: person.email, password: 'a long careline passphrase', totp: totpCode(person.secret, t.clock.now()), ...overrides }, {}, remoteAddress);

  it('needs all three; one refusal for every reason, each audited; a code works once', async () => {
    t.clock.advance(60_000);
    for (const wrong of [{ password: 'not the passphrase' }, { totp: '000000' }, { email: 'nobody@quartz.example.com' }] as Record<string, string>[]) {
      expect((await signIn(wrong)).json()).toEqual({ status_code: 400, result: null, error: carelineErrors.invalidLogin });
    }
    const ok = await signIn();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toMatch(/^careline_refresh_token=[\w-]+; Max-Age=28800; Path=\/api\/careline\/auth\/token; HttpOnly; SameSite=Strict$/);
    expect((await signIn()).json().error).toBe(carelineErrors.invalidLogin);
    const failures = await audit('careline.sign_in_failed');
    expect(failures.slice(-4).map((row) => [row.subject, (row.details as { reason: string }).reason])).toEqual([
      ['careline:siti@quartz.example.com', 'wrong password'],
      ['careline:siti@quartz.example.com', 'wrong or used code'],
      ['careline:nobody@quartz.example.com', 'no such account'],
      ['careline:siti@quartz.example.com', 'wrong or used code'],
    ]);
    expect((await audit('careline.signed_in')).at(-1)).toMatchObject({ actor: 'careline:siti@quartz.example.com', details: { ip: '198.51.100.7', method: 'password_totp' } });
  });

  it(`stops an account's password sign-ins after ${ACCOUNT_LIMIT} failures for 15 minutes, whatever the address`, async () => {
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await signIn({ password: `wrong ${i}` }, `203.0.113.${i + 1}`)).statusCode).toBe(400);
    t.clock.advance(30_000);
    const limited = await signIn({}, '198.51.100.8');
    expect(limited.json()).toEqual({ status_code: 429, result: { reason: 'sign_in_limited', retry_after: 870 }, error: carelineErrors.signInLimited });
    expect((await audit('careline.sign_in_limited')).at(-1)).toMatchObject({ actor: 'system', subject: 'careline:siti@quartz.example.com', details: { limit: 'account' } });
    t.clock.advance(15 * 60_000);
    expect((await signIn({}, '198.51.100.8')).statusCode).toBe(200);
  });

  it(`stops an address after ${ADDRESS_LIMIT} failures over any accounts`, async () => {
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < ADDRESS_LIMIT; i++) await signIn({ email: `guess${i}@quartz.example.com` }, '192.0.2.44');
    expect((await signIn({}, '192.0.2.44')).json()).toMatchObject({ status_code: 429, error: carelineErrors.signInLimited });
    expect((await signIn({}, '192.0.2.45')).statusCode).toBe(200);
    // Guessed bearer tokens count against the address too, and are audited.
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(`${PERSONAL_TOKEN_PREFIX}guess`), '192.0.2.44')).json()).toMatchObject({ status_code: 429, error: carelineErrors.tokensLimited });
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(`${PERSONAL_TOKEN_PREFIX}guess`), '192.0.2.46')).statusCode).toBe(401);
    expect((await audit('careline.token_refused')).at(-1)).toMatchObject({ actor: 'system', details: { ip: '192.0.2.46', reason: 'unknown token' } });
  });
});

describe('sessions', () => {
  it('end after 15 idle minutes; a refresh is no activity', async () => {
    const person = await carelineOperator(t, 'agent');
    t.clock.advance(14 * 60_000);
    expect((await call('GET', carelinePaths.me, undefined, person.headers)).statusCode).toBe(401);
    const refreshed = (await call('POST', carelinePaths.refreshToken, { refresh_token: person.refreshToken })).json().result;
    expect((await call('GET', carelinePaths.me, undefined, bearer(refreshed.access_token))).statusCode).toBe(200);
    t.clock.advance(14 * 60_000);
    const second = (await call('POST', carelinePaths.refreshToken, { refresh_token: refreshed.refresh_token })).json().result;
    expect((await call('GET', carelinePaths.me, undefined, bearer(second.access_token))).statusCode).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await call('GET', carelinePaths.me, undefined, bearer(second.access_token))).json()).toEqual({ status_code: 401, result: null, error: carelineErrors.unauthorized });
    expect((await call('POST', carelinePaths.refreshToken, { refresh_token: second.refresh_token })).json()).toEqual({ status_code: 401, result: null, error: carelineErrors.invalidRefreshToken });
  });

  it('end 8 hours after the sign-in, however busy', async () => {
    const person = await carelineOperator(t, 'agent');
    let tokens = { access_token: person.accessToken, refresh_token: person.refreshToken };
    for (let minutes = 4; minutes < 8 * 60; minutes += 4) {
      t.clock.advance(4 * 60_000);
      tokens = (await call('POST', carelinePaths.refreshToken, { refresh_token: tokens.refresh_token })).json().result;
      expect((await call('GET', carelinePaths.me, undefined, bearer(tokens.access_token))).statusCode).toBe(200);
    }
    t.clock.advance(4 * 60_000);
    expect((await call('GET', carelinePaths.me, undefined, bearer(tokens.access_token))).statusCode).toBe(401);
    expect((await call('POST', carelinePaths.refreshToken, { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });

  it('end at logout; a member’s or a workshop’s token is no careline token', async () => {
    const person = await carelineOperator(t, 'agent');
    expect((await call('POST', carelinePaths.logout, undefined, person.headers)).statusCode).toBe(200);
    expect((await call('GET', carelinePaths.me, undefined, person.headers)).statusCode).toBe(401);
  });
});

describe('step-up', () => {
  it('is asked for 5 minutes after the last proof; the authenticator code renews it', async () => {
    const admin = await carelineOperator(t, 'administrator');
    t.clock.advance(5 * 60_000 + 1000);
    // The 5-minute access token ran out too: the console refreshes, and the call meets the step-up.
    expect((await call('POST', carelinePaths.staff, { email: 'late@quartz.example.com', role: 'agent' }, admin.headers)).statusCode).toBe(401);
    await refreshOperator(t, admin);
    const stale = await call('POST', carelinePaths.staff, { email: 'late@quartz.example.com', role: 'agent' }, admin.headers);
    expect(stale.json()).toEqual({ status_code: 403, result: { reason: 'step_up_required' }, error: carelineErrors.stepUpRequired });
    expect((await call('POST', carelinePaths.stepUp, { totp: '123456' }, admin.headers)).json()).toEqual({ status_code: 400, result: null, error: carelineErrors.stepUpFailed });
    const renewed = await call('POST', carelinePaths.stepUp, { totp: admin.code() }, admin.headers);
    expect(renewed.json().result).toEqual({ stepped_up_until: new Date(t.clock.now().getTime() + 5 * 60_000).toISOString() });
    expect((await call('POST', carelinePaths.staff, { email: 'late@quartz.example.com', role: 'agent' }, admin.headers)).statusCode).toBe(200);
    expect((await audit('careline.stepped_up')).at(-1)).toMatchObject({ actor: admin.actor, details: { method: 'totp' } });
  });
});

describe('passkeys', () => {
  it('enrol from the link, sign in with no email typed, and step up', async () => {
    const admin = await carelineOperator(t, 'administrator');
    const invited = (await call('POST', carelinePaths.staff, { email: 'passkey@quartz.example.com', role: 'supervisor' }, admin.headers)).json().result;
    const token = tokenOf(invited.enrolment_link);
    const key = softPasskey();

    const creation = (await call('POST', carelinePaths.enrolmentPasskeyOptions, { token })).json().result;
    expect(creation.options).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'passkey@quartz.example.com' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const enrolled = await call('POST', carelinePaths.enrolmentPasskey, { token, challenge_id: creation.challenge_id, response: key.register(creation.options, ORIGIN) });
    expect(enrolled.statusCode).toBe(200);

    // Another origin's answer, or an answer to a spent challenge, is refused.
    const options = (await call('POST', carelinePaths.passkeyOptions)).json().result;
    expect((await call('POST', carelinePaths.passkeyLogin, { challenge_id: options.challenge_id, response: key.assert(options.options, 'https://evil.example') })).json().error).toBe(carelineErrors.invalidPasskey);
    expect((await call('POST', carelinePaths.passkeyLogin, { challenge_id: options.challenge_id, response: key.assert(options.options, ORIGIN) })).json().error).toBe(carelineErrors.challengeExpired);
    // A challenge id that is no UUID names no challenge: refused alike, never the database's error.
    expect((await call('POST', carelinePaths.passkeyLogin, { challenge_id: 'ok', response: key.assert(options.options, ORIGIN) })).json()).toEqual({ status_code: 400, result: null, error: carelineErrors.challengeExpired });

    const fresh = (await call('POST', carelinePaths.passkeyOptions)).json().result;
    const signedIn = await call('POST', carelinePaths.passkeyLogin, { challenge_id: fresh.challenge_id, response: key.assert(fresh.options, ORIGIN) });
    expect(signedIn.statusCode).toBe(200);
    let headers = bearer(signedIn.json().result.access_token);
    expect((await call('GET', carelinePaths.me, undefined, headers)).json().result.staff).toMatchObject({ email: 'passkey@quartz.example.com', passkeys: 1, totp: false });

    t.clock.advance(4 * 60_000);
    expect((await call('GET', carelinePaths.me, undefined, headers)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    headers = bearer((await call('POST', carelinePaths.refreshToken, { refresh_token: signedIn.json().result.refresh_token })).json().result.access_token);
    expect((await call('POST', carelinePaths.myPasskeyOptions, undefined, headers)).json().result).toEqual({ reason: 'step_up_required' });
    const stepOptions = (await call('POST', carelinePaths.stepUpOptions, undefined, headers)).json().result;
    expect(stepOptions.options.allowCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['internal'] }]);
    expect((await call('POST', carelinePaths.stepUp, { challenge_id: stepOptions.challenge_id, response: key.assert(stepOptions.options, ORIGIN) }, headers)).statusCode).toBe(200);

    // The administrator resets them: the passkey is gone and a new link enrols them again.
    await refreshOperator(t, admin);
    expect((await call('POST', carelinePaths.stepUp, { totp: admin.code() }, admin.headers)).statusCode).toBe(200);
    const reset = (await call('POST', carelinePaths.staffResetSignIn(String(invited.staff.id)), undefined, admin.headers)).json().result;
    expect(reset.staff).toMatchObject({ passkeys: 0, enrolled: false });
    expect((await call('GET', carelinePaths.me, undefined, headers)).statusCode).toBe(401);
    const after = (await call('POST', carelinePaths.passkeyOptions)).json().result;
    expect((await call('POST', carelinePaths.passkeyLogin, { challenge_id: after.challenge_id, response: key.assert(after.options, ORIGIN) })).json().error).toBe(carelineErrors.invalidPasskey);
    expect((await call('POST', carelinePaths.enrolment, { token: tokenOf(reset.enrolment_link) })).statusCode).toBe(200);
    expect((await audit('careline.sign_in_reset')).at(-1)).toMatchObject({ actor: admin.actor, subject: 'careline:passkey@quartz.example.com', details: { passkeys: 1 } });
  });
});

describe('staff', () => {
  let admin: TestOperator;
  beforeAll(async () => {
    admin = await carelineOperator(t, 'administrator');
  });

  it('only administrators list, invite and change people; nobody changes themselves', async () => {
    const supervisor = await carelineOperator(t, 'supervisor');
    expect((await call('GET', carelinePaths.staff, undefined, supervisor.headers)).json()).toEqual({ status_code: 403, result: { reason: 'role_required', role: 'administrator' }, error: carelineErrors.roleRequired('administrator') });
    expect((await call('POST', carelinePaths.staff, { email: 'x@quartz.example.com', role: 'agent' }, supervisor.headers)).statusCode).toBe(403);
    expect((await call('POST', carelinePaths.staff, { email: 'not an email', role: 'agent' }, admin.headers)).json().error).toBe(carelineErrors.emailInvalid);
    expect((await call('POST', carelinePaths.staff, { email: supervisor.email, role: 'agent' }, admin.headers)).json().error).toBe(carelineErrors.staffExists);
    expect((await call('PUT', carelinePaths.staffRole(String(admin.id)), { role: 'agent' }, admin.headers)).json().error).toBe(carelineErrors.notYourself);

    const promoted = await call('PUT', carelinePaths.staffRole(String(supervisor.id)), { role: 'administrator' }, admin.headers);
    expect(promoted.json().result).toMatchObject({ id: supervisor.id, role: 'administrator' });
    const demoted = await call('PUT', carelinePaths.staffRole(String(supervisor.id)), { role: 'agent' }, admin.headers);
    expect(demoted.json().result.role).toBe('agent');
    // Lowered: the session ends.
    expect((await call('GET', carelinePaths.me, undefined, supervisor.headers)).statusCode).toBe(401);
    expect((await audit('careline.role_changed')).at(-1)).toMatchObject({ actor: admin.actor, subject: supervisor.actor, details: { from: 'administrator', to: 'agent' } });
  });

  it('deactivates a person: their session and personal tokens stop at once', async () => {
    const agent = await carelineOperator(t, 'agent');
    const token = await personalToken(t, agent);
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(token))).statusCode).toBe(200);
    const res = await call('POST', carelinePaths.staffDeactivate(String(agent.id)), undefined, admin.headers);
    expect(res.json().result).toMatchObject({ id: agent.id, active: false });
    expect((await call('GET', carelinePaths.me, undefined, agent.headers)).statusCode).toBe(401);
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(token))).statusCode).toBe(401);
    expect((await call('POST', carelinePaths.refreshToken, { refresh_token: agent.refreshToken })).statusCode).toBe(401);

    // Reactivated: they sign in again with what they enrolled; the old session and token stay ended.
    await signInAgain(t, agent);
    expect((await call('GET', carelinePaths.me, undefined, agent.headers)).statusCode).toBe(401);
    const back = await call('POST', carelinePaths.staffReactivate(String(agent.id)), undefined, admin.headers);
    expect(back.json().result).toMatchObject({ id: agent.id, active: true });
    expect((await audit('careline.staff_reactivated')).at(-1)).toMatchObject({ actor: admin.actor, subject: agent.actor });
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(token))).statusCode).toBe(401);
    await signInAgain(t, agent);
    expect((await call('GET', carelinePaths.me, undefined, agent.headers)).statusCode).toBe(200);
    expect((await call('POST', carelinePaths.staffReactivate(String(admin.id)), undefined, admin.headers)).json().error).toBe(carelineErrors.notYourself);
    expect((await call('POST', carelinePaths.staffReactivate('999999'), undefined, admin.headers)).json().error).toBe(carelineErrors.staffNotFound);
  });

  it('lists each person with their last sign-in', async () => {
    const listed = (await call('GET', carelinePaths.staff, undefined, admin.headers)).json().result as { id: number; last_signed_in_at: string | null }[];
    expect(listed.find((person) => person.id === admin.id)?.last_signed_in_at).toEqual(expect.any(String));
    const invited = (await call('POST', carelinePaths.staff, { email: 'never@quartz.example.com', role: 'agent' }, admin.headers)).json().result;
    expect(invited.staff.last_signed_in_at).toBeNull();
  });
});

describe('personal access tokens', () => {
  it('are made after a step-up, shown once, kept hashed, named in the audit log by their owner', async () => {
    const supervisor = await carelineOperator(t, 'supervisor');
    const made = await call('POST', carelinePaths.myTokens, { name: 'laptop', days: 7 }, supervisor.headers);
    const { token, details } = made.json().result;
    expect(token).toMatch(/^clpat_[\w-]{43}$/);
    expect(details).toEqual({ id: expect.any(Number), name: 'laptop', role: 'supervisor', created_at: t.clock.now().toISOString(), expires_at: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(), last_used_at: null, revoked_at: null });
    const listed = await call('GET', carelinePaths.myTokens, undefined, supervisor.headers);
    expect(JSON.stringify(listed.json())).not.toContain(token);
    expect(JSON.stringify(await t.database.db.selectFrom('careline_personal_tokens').selectAll().execute())).not.toContain(token);

    expect((await call('GET', loyaltyPaths.opsAudit, undefined, { ...bearer(token), 'x-ops-actor': 'forged' })).statusCode).toBe(200);
    expect((await audit('audit.read')).at(-1)!.actor).toBe(supervisor.actor);
    // A token cannot manage its owner's account.
    expect((await call('GET', carelinePaths.me, undefined, bearer(token))).json()).toEqual({ status_code: 403, result: null, error: carelineErrors.sessionOnly });

    t.clock.advance(5 * 60_000 + 1000);
    await refreshOperator(t, supervisor);
    expect((await call('POST', carelinePaths.myTokens, { name: 'another' }, supervisor.headers)).json().result).toEqual({ reason: 'step_up_required' });
  });

  it('never do more than their scope or their owner', async () => {
    const supervisor = await carelineOperator(t, 'supervisor');
    expect((await call('POST', carelinePaths.myTokens, { name: 'too much', role: 'administrator' }, supervisor.headers)).json()).toEqual({ status_code: 403, result: null, error: carelineErrors.tokenRoleTooHigh });
    const agentScoped = (await call('POST', carelinePaths.myTokens, { name: 'agent work', role: 'agent' }, supervisor.headers)).json().result.token;
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(agentScoped))).statusCode).toBe(200);
    expect((await call('GET', loyaltyPaths.opsAudit, undefined, bearer(agentScoped))).json().result).toEqual({ reason: 'role_required', role: 'supervisor' });
  });

  it('stop when they expire or are revoked', async () => {
    const agent = await carelineOperator(t, 'agent');
    const made = (await call('POST', carelinePaths.myTokens, { name: 'a day', days: 1 }, agent.headers)).json().result;
    const revocable = (await call('POST', carelinePaths.myTokens, { name: 'revoked' }, agent.headers)).json().result;
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(made.token))).statusCode).toBe(200);

    expect((await call('DELETE', carelinePaths.myToken(String(revocable.details.id)), undefined, agent.headers)).statusCode).toBe(200);
    expect((await call('DELETE', carelinePaths.myToken(String(revocable.details.id)), undefined, agent.headers)).json().error).toBe(carelineErrors.tokenNotFound);
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(revocable.token))).statusCode).toBe(401);

    t.clock.advance(86_400_000);
    expect((await call('GET', loyaltyPaths.opsServices, undefined, bearer(made.token))).json()).toEqual({ status_code: 401, result: null, error: carelineErrors.unauthorized });
    expect((await audit('careline.token_refused')).slice(-2).map((row) => (row.details as { reason: string }).reason)).toEqual([
      `revoked token of ${agent.actor}`,
      `expired token of ${agent.actor}`,
    ]);
  });
});
