import { sql } from 'kysely';
import { createTestApp, type TestApp } from './testing/testApp';
import { carelineOperator, operatorHeaders } from './testing/operators';
import { createWorkshop } from './testing/workshops';
import { get, newMobile, post, registration } from './testing/accounts';
import { addVehicle, asWorkshop, submitOk, workshopKey } from './testing/loyalty';
import { redactDetail, scrubLogLine, serializeError, serializeRequest, withoutQueryValues } from './logging';

const EMAIL = 'journey.member@example.com';
const PASSWORDS = ['Journey#Secret1', 'Journey#Secret2', 'Journey#Secret3', 'Journey#Secret4'];

/** Everything the app logs, at every level, as written. */
function captureLog() {
  const lines: string[] = [];
  return { lines, logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } };
}

describe('a whole journey leaves no secret in the log', () => {
  let t: TestApp;
  const log = captureLog();
  const secrets: string[] = [];
  const codes: string[] = [];
  const numbers: string[] = [];
  const keep = <T extends string>(value: T, into = secrets): T => {
    into.push(value);
    return value;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { logger: log.logger });
    await createWorkshop(t, { workshopId: 'T9999', tqac: true, listed: false });
    // A failure inside the database, as a constraint or a bug would make one, on a query carrying
    // a new password hash and the member's details; PostgreSQL quotes the email back in its detail.
    await sql`
      create function refuse_marked_update() returns trigger language plpgsql as $$
      begin
        raise exception 'update refused' using errcode = '23505', detail = 'Key (email)=(' || new.email || ') already exists.';
      end
      $$
    `.execute(t.database.db);
    await sql`
      create trigger refuse_marked_update before update on members
      for each row when (new.fullname = 'Refuse Me') execute function refuse_marked_update()
    `.execute(t.database.db);
  });
  afterAll(() => t.close());

  it('registers, verifies, logs in, refreshes, edits the profile, resets the password, fails a query, unsubscribes', async () => {
    const mobile = newMobile();
    const registered = await post(t, '/api/user', registration(mobile, { email: EMAIL, password: PASSWORDS[0], confirm_password: PASSWORDS[0] }));
    expect(registered.statusCode).toBe(200);
    keep(registered.json().result.registration_token);
    const verified = await post(t, '/api/user/verification', {
      mobile_number: mobile,
      tac: keep(await t.lastCode(mobile), codes),
      registration_token: registered.json().result.registration_token,
    });
    expect(verified.statusCode).toBe(200);
    keep(verified.json().result.access_token);
    keep(verified.json().result.refresh_token);

    expect((await post(t, '/api/login', { mobile_number: mobile, password: 'Wrong#Guess99', captcha: '' })).statusCode).toBe(400);
    keep('Wrong#Guess99');
    const login = (await post(t, '/api/login', { mobile_number: mobile, password: PASSWORDS[0], captcha: '' })).json().result;
    keep(login.access_token);
    keep(login.refresh_token);
    const refreshed = (await post(t, '/api/user/auth/token', { refresh_token: login.refresh_token })).json().result;
    const access = keep(refreshed.access_token);
    keep(refreshed.refresh_token);
    // A spent refresh token presented again, past the grace window: the family is revoked and the event logged nowhere but the audit log.
    t.clock.advance(11 * 1000);
    expect((await post(t, '/api/user/auth/token', { refresh_token: login.refresh_token })).statusCode).toBe(401);

    const session = (await post(t, '/api/login', { mobile_number: mobile, password: PASSWORDS[0], captcha: '' })).json().result;
    keep(session.access_token);
    keep(session.refresh_token);
    expect((await get(t, '/api/user/me', session.access_token)).statusCode).toBe(200);
    const profile = { fullname: 'Journey Member', birth_date: '1990-05-17', email: EMAIL, address: '12 Jalan Ampang', state: 'Selangor', country: 'Malaysia', postal_code: '47300' };
    const changed = await post(
      t,
      '/api/user/me',
      { ...profile, old_password: PASSWORDS[0], password: PASSWORDS[1], password_confirm: PASSWORDS[1] },
      { token: session.access_token, method: 'PUT' },
    );
    expect(changed.statusCode).toBe(200);

    t.clock.advance(181 * 1000);
    const forgot = await post(t, '/api/user/password/forgot', { mobile_number: mobile, captcha: '' });
    expect(forgot.statusCode).toBe(200);
    const resetToken = keep(forgot.json().result as string);
    const reset = await post(t, '/api/user/password/reset', { token: resetToken, password: PASSWORDS[2], tac: keep(await t.lastCode(mobile), codes) });
    expect(reset.statusCode).toBe(200);
    const afterReset = reset.json().result;
    keep(afterReset.access_token);
    keep(afterReset.refresh_token);

    const failed = await post(
      t,
      '/api/user/me',
      { ...profile, fullname: 'Refuse Me', old_password: PASSWORDS[2], password: PASSWORDS[3], password_confirm: PASSWORDS[3] },
      { token: afterReset.access_token, method: 'PUT' },
    );
    expect(failed.statusCode).toBe(500);

    const car = await addVehicle(t, afterReset.access_token);
    const code = await submitOk(t, afterReset.access_token, { vehicle_guid: car.guid, workshop_id: 'T9999', current_mileage: 100, oil: 'QUARTZ700010W40', total_bottle: 1 });
    const workshop = keep(await workshopKey(t, 'T9999'));
    expect((await asWorkshop(t, workshop, 'GET', `/api/workshop/service/${code}`)).statusCode).toBe(200);
    const receipt = await t.app.inject({ method: 'GET', url: `/api/service/${code}/receipt`, headers: { cookie: `access_token=${afterReset.access_token}` } });
    expect([200, 401]).toContain(receipt.statusCode);
    const ops = await t.app.inject({ method: 'GET', url: '/api/ops/services?status=0', headers: { authorization: `Bearer ${keep((await carelineOperator(t, 'supervisor')).accessToken)}` } });
    expect(ops.statusCode).toBe(200);
    // An operator path names the member by number: the log keeps the path without it.
    const allowance = await t.app.inject({
      method: 'POST',
      url: `/api/ops/members/${mobile}/vehicle-allowance`,
      payload: { vehicle_allowance: 6 },
      headers: await operatorHeaders(t, 'supervisor'),
    });
    expect(allowance.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ method: 'GET', url: `/api/ops/members/%2B${mobile}/export`, headers: await operatorHeaders(t, 'supervisor') })).statusCode).toBeLessThan(500);
    numbers.push(mobile);

    expect((await get(t, `/api/subscription/mail?email=${encodeURIComponent(EMAIL)}&is_enabled=false`)).statusCode).toBe(200);
    expect((await get(t, `/api/subscription/mail?email=${EMAIL}&is_enabled=true`)).statusCode).toBe(200);
    const clientError = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: JSON.stringify({ entries: [{ source: 'window', message: `Could not save ${EMAIL}`, url: `/unsubscribe?email=${EMAIL}` }] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(clientError.statusCode).toBe(200);
  });

  it('and the log has none of it, at any level', () => {
    const text = log.lines.join('');
    // The log was written: requests, the unexpected error, the client error.
    expect(text).toContain('incoming request');
    expect(text).toContain('unexpected error');
    expect(text).toContain('client error');
    expect(text).toContain('/api/subscription/mail?email=…&is_enabled=…');

    const opsLines = log.lines.filter((line) => line.includes('/api/ops/members/'));
    expect(opsLines.join('')).toContain('/api/ops/members/…/vehicle-allowance');
    for (const number of numbers) expect(opsLines.join('')).not.toContain(number);
    for (const password of PASSWORDS) expect(text).not.toContain(password);
    expect(text).not.toMatch(/\$argon2/);
    for (const secret of secrets) expect(text).not.toContain(secret);
    for (const code of codes) expect(text).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
    expect(text).not.toMatch(/journey\.member/i);
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
  });
});

describe('the logger’s parts', () => {
  it('leaves the member\'s number out of an operator path', () => {
    expect(serializeRequest({ method: 'DELETE', url: '/api/ops/members/60123456789' }).url).toBe('/api/ops/members/…');
    expect(serializeRequest({ method: 'GET', url: '/api/ops/members/%2B60123456789/export?x=1' }).url).toBe('/api/ops/members/…/export?x=…');
    expect(serializeRequest({ method: 'GET', url: '/api/ops/services?status=0' }).url).toBe('/api/ops/services?status=…');
  });

  it('logs a request by method and path, the query by names only', () => {
    expect(withoutQueryValues('/api/subscription/mail?email=a%40b.my&is_enabled=false')).toBe('/api/subscription/mail?email=…&is_enabled=…');
    expect(withoutQueryValues('/api/loyalty')).toBe('/api/loyalty');
    const logged = serializeRequest({ method: 'GET', url: '/x?token=abc', host: 'localhost', ip: '10.0.0.1', socket: { remotePort: 5000 } });
    expect(logged).toEqual({ method: 'GET', url: '/x?token=…', host: 'localhost', remoteAddress: '10.0.0.1', remotePort: 5000 });
  });

  it('drops a failed query’s parameters and the values PostgreSQL quotes', () => {
    const err = Object.assign(new Error('duplicate key value violates unique constraint "members_mobile_number_key"'), {
      code: '23505',
      constraint: 'members_mobile_number_key',
      detail: 'Key (mobile_number)=(60123456789) already exists.',
      query: 'update "members" set "password_hash" = $1 where "id" = $2',
      params: ['$argon2id$v=19$m=1024,t=1,p=1$abc$def', 7],
      queryOptions: { rowMode: 'object' },
    });
    const logged = serializeError(err) as Record<string, unknown>;
    expect(logged).toMatchObject({ code: '23505', constraint: 'members_mobile_number_key', detail: 'Key (mobile_number)=(…) already exists.', query: err.query });
    expect(logged).not.toHaveProperty('params');
    expect(logged).not.toHaveProperty('queryOptions');
    const badDate = Object.assign(new Error('invalid input syntax for type date: "1990-13-45"'), { code: '22007' });
    expect((serializeError(badDate) as { message: string }).message).toBe('invalid input syntax for type date: "…"');
    expect(redactDetail('Failing row contains (7, 60123456789, Ahmad, a@b.my).')).toBe('Failing row contains (…).');
  });

  it('scrubs what a careless log call would leak from the written line', () => {
    const line = JSON.stringify({ msg: 'x a.b@example.com y%40z.my Bearer abc.def $argon2id$v=19$m=1,t=1,p=1$s$h eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig' });
    expect(scrubLogLine(line)).toBe(JSON.stringify({ msg: 'x [email] [email] Bearer [redacted] [hash] [token]' }));
  });
});
