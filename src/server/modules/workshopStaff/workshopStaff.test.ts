import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, newMobile, PASSWORD, post, registration, startRegistration, verifiedMember } from '../../testing/accounts';
import { asWorkshop } from '../../testing/loyalty';
import { asStaff, opsCreateOwner, setStaffPassword, workshopOwner, workshopStaffMember } from '../../testing/workshopStaff';
import { carelineOperator, operatorHeaders } from '../../testing/operators';
import { parseOpsCommand } from '../../ops/commands';
import { accountErrors } from '../../../shared/contract/accounts';
import { loyaltyErrors } from '../../../shared/contract/loyalty';
import { workshopAppErrors, workshopAppPaths as paths } from '../../../shared/contract/workshopApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TWS1001', name: 'Bengkel Maju' });
  await createWorkshop(t, { workshopId: 'TWS1002' });
  await createWorkshop(t, { workshopId: 'TWS1003' });
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const audit = (action: string) => t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
const staffRows = () => t.database.db.selectFrom('workshop_staff').selectAll().orderBy('id').execute();
const login = (mobile: string, password = PASSWORD) => post(t, paths.login, { mobile_number: mobile, password });
const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

describe('the careline creates a workshop owner', () => {
  it('texts the owner a code, which sets the password and signs in; the account is audited under the operator', async () => {
    const mobile = newMobile();
    const administrator = await carelineOperator(t, 'administrator');
    const res = await opsCreateOwner(t, 'tws1001', { name: '  Lim  Boon Keng ', mobile_number: mobile }, administrator.headers);
    expect(res.statusCode).toBe(200);
    const owner = res.json().result;
    expect(owner).toEqual({ id: expect.any(Number), name: 'Lim Boon Keng', mobile_number: mobile, role: 'owner', password_set: false, created_date: t.clock.now().toISOString() });
    const [sms] = await t.outbox(mobile);
    expect(sms.message).toMatch(/^Your Quartz workshop app code is \d{6}\. Use it to set your password\./);
    // No password yet: no login.
    expect(refusal(await login(mobile))).toEqual({ status: 400, body: { status_code: 400, result: null, error: accountErrors.invalidLogin } });
    const session = await setStaffPassword(t, owner.id, mobile);
    const me = await asStaff(t, session.token, 'GET', paths.me);
    expect(me.json()).toEqual({
      status_code: 200,
      error: null,
      result: { staff: { ...owner, password_set: true }, workshop: { workshop_id: 'TWS1001', name: 'Bengkel Maju' } },
    });
    const [created] = (await audit('workshop.owner_created')).filter((row) => row.subject === `workshop-staff:${owner.id}`);
    expect(created).toMatchObject({ actor: administrator.actor, details: { workshop_id: 'TWS1001', name: 'Lim', mobile: `${mobile.slice(0, 5)}***${mobile.slice(-3)}` } });
  });

  it('refuses a second owner, an unknown workshop, a missing name and a bad number, changing nothing', async () => {
    const before = await staffRows();
    const cases: [string, object, number, string][] = [
      ['TWS1001', { name: 'Second Owner', mobile_number: newMobile() }, 409, workshopAppErrors.ownerExists],
      ['NOPE999', { name: 'Nobody', mobile_number: newMobile() }, 404, workshopAppErrors.workshopNotFound],
      ['TWS1002', { name: '  ', mobile_number: newMobile() }, 400, workshopAppErrors.nameRequired],
      ['TWS1002', { name: 'Ali', mobile_number: '0123' }, 400, 'Please provide a valid mobile number'],
    ];
    for (const [workshopId, body, status, error] of cases) {
      const res = await opsCreateOwner(t, workshopId, body);
      expect(res.json()).toEqual({ status_code: status, result: null, error });
    }
    expect(await staffRows()).toEqual(before);
  });

  it('is one command of npm run ops', () => {
    expect(parseOpsCommand(['workshops:owner', 'TWS1002', '60123456789', '--name', 'Lim Boon Keng'])).toMatchObject({
      method: 'POST',
      path: '/api/ops/workshops/TWS1002/owner',
      body: { name: 'Lim Boon Keng', mobile_number: '60123456789' },
    });
    expect(() => parseOpsCommand(['workshops:owner', 'TWS1002', '60123456789'])).toThrow('Expected --name "<the owner\'s name>".');
  });

  it('needs the operator token', async () => {
    const res = await t.app.inject({ method: 'POST', url: paths.opsOwner('TWS1002'), payload: { name: 'X', mobile_number: newMobile() } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the owner manages staff', () => {
  let owner: Awaited<ReturnType<typeof workshopOwner>>;
  beforeAll(async () => {
    owner = await workshopOwner(t, 'TWS1002');
  });

  it('adds staff, who set their own password; both are listed; the change is audited under the owner', async () => {
    const staff = await workshopStaffMember(t, owner.token, 'Siti Nurhaliza');
    const list = await asStaff(t, owner.token, 'GET', paths.staff);
    expect(list.json().result.map((s: { id: number; role: string; password_set: boolean }) => [s.id, s.role, s.password_set])).toEqual([
      [owner.id, 'owner', true],
      [staff.id, 'staff', true],
    ]);
    const [added] = (await audit('workshop.staff_added')).filter((row) => row.subject === `workshop-staff:${staff.id}`);
    expect(added).toMatchObject({ actor: `workshop-staff:${owner.id}`, details: { workshop_id: 'TWS1002', name: 'Siti', by: { name: 'Tan' } } });
  });

  it('staff can neither add, remove staff nor rotate the key: 403', async () => {
    const staff = await workshopStaffMember(t, owner.token);
    const before = await staffRows();
    for (const [method, url, body] of [
      ['POST', paths.staff, { name: 'Sneaky', mobile_number: newMobile() }],
      ['DELETE', paths.staffMember(String(owner.id)), undefined],
      ['POST', paths.key, undefined],
    ] as const) {
      expect((await asStaff(t, staff.token, method, url, body)).json()).toEqual({ status_code: 403, result: null, error: workshopAppErrors.ownerOnly });
    }
    expect(await staffRows()).toEqual(before);
  });

  it('removes a staff member: their session ends at once, their number may log in no more; audited', async () => {
    const staff = await workshopStaffMember(t, owner.token);
    expect((await asStaff(t, staff.token, 'GET', paths.me)).statusCode).toBe(200);
    const res = await asStaff(t, owner.token, 'DELETE', paths.staffMember(String(staff.id)));
    expect(res.json()).toEqual({ status_code: 200, result: null, error: null });
    expect((await asStaff(t, staff.token, 'GET', paths.me)).json()).toEqual({ status_code: 401, result: null, error: workshopAppErrors.unauthorized });
    expect((await post(t, paths.refreshToken, { refresh_token: staff.refreshToken })).statusCode).toBe(401);
    expect((await login(staff.mobile)).statusCode).toBe(400);
    const [removed] = (await audit('workshop.staff_removed')).filter((row) => row.subject === `workshop-staff:${staff.id}`);
    expect(removed.actor).toBe(`workshop-staff:${owner.id}`);
    // The careline reads a person's actions by their actor.
    const read = await t.app.inject({ method: 'GET', url: `/api/ops/audit?actor=workshop-staff:${owner.id}`, headers: await operatorHeaders(t, 'supervisor') });
    expect(read.json().result.entries.map((e: { action: string }) => e.action)).toContain('workshop.staff_removed');
  });

  it('cannot remove the owner, another workshop’s staff or an unknown id', async () => {
    const otherOwner = await workshopOwner(t, 'TWS1003');
    const before = await staffRows();
    expect((await asStaff(t, owner.token, 'DELETE', paths.staffMember(String(owner.id)))).json()).toEqual({ status_code: 409, result: null, error: workshopAppErrors.cannotRemoveOwner });
    for (const id of [String(otherOwner.id), '999999', 'abc']) {
      expect((await asStaff(t, owner.token, 'DELETE', paths.staffMember(id))).json()).toEqual({ status_code: 404, result: null, error: workshopAppErrors.staffNotFound });
    }
    expect(await staffRows()).toEqual(before);
  });

  it('refuses a number that already has a workshop account or is a member’s', async () => {
    const { mobile: memberMobile } = await verifiedMember(t);
    expect((await asStaff(t, owner.token, 'POST', paths.staff, { name: 'Dup', mobile_number: owner.mobile })).json()).toEqual({ status_code: 409, result: null, error: workshopAppErrors.staffExists });
    expect((await asStaff(t, owner.token, 'POST', paths.staff, { name: 'Member', mobile_number: memberMobile })).json()).toEqual({ status_code: 409, result: null, error: workshopAppErrors.staffIsMember });
  });

  it('rotates the workshop key: shown once, the old key stops working, audited under the owner', async () => {
    const first = (await asStaff(t, owner.token, 'POST', paths.key)).json().result.key;
    expect(first).toMatch(/^wk_[\w-]{43}$/);
    expect((await asWorkshop(t, first, 'GET', '/api/workshop/service/AAAAAAAAAA')).json().error).toBe(loyaltyErrors.serviceNotFound);
    const second = (await asStaff(t, owner.token, 'POST', paths.key)).json().result.key;
    expect((await asWorkshop(t, first, 'GET', '/api/workshop/service/AAAAAAAAAA')).json()).toEqual({ status_code: 401, result: null, error: loyaltyErrors.workshopKeyInvalid });
    expect((await asWorkshop(t, second, 'GET', '/api/workshop/service/AAAAAAAAAA')).statusCode).toBe(404);
    const keyed = (await audit('workshop.key_issued')).filter((row) => row.actor === `workshop-staff:${owner.id}`);
    expect(keyed).toHaveLength(2);
    expect(JSON.stringify(keyed)).not.toContain(second);
  });
});

describe('staff sessions', () => {
  let owner: Awaited<ReturnType<typeof workshopOwner>>;
  beforeAll(async () => {
    owner = (await workshopOwnerOf('TWS1003'))!;
  });
  async function workshopOwnerOf(workshopId: string) {
    const row = await t.database.db.selectFrom('workshop_staff').selectAll().where('workshop_id', '=', workshopId).where('role', '=', 'owner').executeTakeFirst();
    if (!row) return workshopOwner(t, workshopId);
    const res = await login(row.mobile_number);
    return { id: row.id, mobile: row.mobile_number, token: res.json().result.access_token, refreshToken: res.json().result.refresh_token };
  }

  it('log in with number and password; a wrong password and an unknown number get the same answer', async () => {
    expect((await login(owner.mobile)).statusCode).toBe(200);
    for (const res of [await login(owner.mobile, 'Wrong#1234'), await login(newMobile())]) {
      expect(refusal(res)).toEqual({ status: 400, body: { status_code: 400, result: null, error: accountErrors.invalidLogin } });
    }
  });

  it('a member’s token is refused on workshop routes, and a staff token on member routes', async () => {
    const { tokens } = await verifiedMember(t);
    expect((await asStaff(t, tokens.access_token, 'GET', paths.me)).json()).toEqual({ status_code: 401, result: null, error: workshopAppErrors.unauthorized });
    expect((await get(t, '/api/user/me', owner.token)).statusCode).toBe(401);
    expect((await get(t, '/api/user/me', tokens.access_token)).statusCode).toBe(200);
  });

  it('refresh rotates; a spent token revokes the family; access tokens last 15 minutes', async () => {
    const first = (await login(owner.mobile)).json().result;
    const rotated = await post(t, paths.refreshToken, { refresh_token: first.refresh_token });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().result;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    t.clock.advance(15 * MINUTE - 1000);
    expect((await asStaff(t, next.access_token, 'GET', paths.me)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await asStaff(t, next.access_token, 'GET', paths.me)).statusCode).toBe(401);
    expect(refusal(await post(t, paths.refreshToken, { refresh_token: first.refresh_token }))).toEqual({ status: 401, body: { status_code: 401, result: null, error: accountErrors.invalidRefreshToken } });
    expect((await post(t, paths.refreshToken, { refresh_token: next.refresh_token })).statusCode).toBe(401);
  });

  it('the browser’s refresh token is an HttpOnly cookie for the workshop refresh path only; logout clears it and ends the session', async () => {
    const res = await t.app.inject({ method: 'POST', url: paths.login, payload: { mobile_number: owner.mobile, password: PASSWORD }, headers: { 'x-token-delivery': 'cookie' } });
    expect(res.json().result).toEqual({ access_token: expect.any(String) });
    const cookie = res.cookies.find((c) => c.name === 'workshop_refresh_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/workshop/auth/token', maxAge: 180 * 24 * 60 * 60 });
    // A member's refresh path never sees it, nor does the member's cookie work here.
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    const refreshed = await t.app.inject({ method: 'POST', url: paths.refreshToken, payload: {}, cookies: { workshop_refresh_token: cookie.value } });
    expect(refreshed.json().result).toEqual({ access_token: expect.any(String) });
    const newCookie = refreshed.cookies.find((c) => c.name === 'workshop_refresh_token')!;
    const out = await asStaff(t, refreshed.json().result.access_token, 'POST', paths.logout);
    expect(out.json()).toEqual({ status_code: 200, result: null, error: null });
    expect(out.cookies.find((c) => c.name === 'workshop_refresh_token')).toMatchObject({ value: '', maxAge: 0 });
    expect((await t.app.inject({ method: 'POST', url: paths.refreshToken, payload: {}, cookies: { workshop_refresh_token: newCookie.value } })).statusCode).toBe(401);
    expect((await asStaff(t, refreshed.json().result.access_token, 'GET', paths.me)).statusCode).toBe(401);
  });

  it('a new code resets the password and ends the other sessions; a wrong code counts, and the same answer goes to every number', async () => {
    t.clock.advance(10 * MINUTE);
    const old = (await login(owner.mobile)).json().result;
    expect((await post(t, paths.passwordCode, { mobile_number: owner.mobile })).json()).toEqual({ status_code: 200, result: null, error: null });
    const stranger = newMobile();
    expect((await post(t, paths.passwordCode, { mobile_number: stranger })).json()).toEqual({ status_code: 200, result: null, error: null });
    expect(await t.outbox(stranger)).toEqual([]);
    const wrong = await post(t, paths.password, { mobile_number: owner.mobile, tac: '000000', password: 'Brand#New99' });
    const code = await t.lastCode(owner.mobile);
    if (code !== '000000') expect(wrong.json()).toEqual({ status_code: 400, result: null, error: accountErrors.wrongCode });
    const weak = await post(t, paths.password, { mobile_number: owner.mobile, tac: code, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const set = await post(t, paths.password, { mobile_number: owner.mobile, tac: code, password: 'Brand#New99' });
    expect(set.statusCode).toBe(200);
    expect((await asStaff(t, old.access_token, 'GET', paths.me)).statusCode).toBe(401);
    expect((await login(owner.mobile, 'Brand#New99')).statusCode).toBe(200);
    // Spent: the same code again.
    expect((await post(t, paths.password, { mobile_number: owner.mobile, tac: code, password: 'Other#New99' })).json().error).toBe(accountErrors.codeExpired);
    // The number's send limits hold: a second ask within 180 seconds sends no text, and answers as for every number.
    const texts = (await t.outbox(owner.mobile)).length;
    expect((await post(t, paths.passwordCode, { mobile_number: owner.mobile })).json()).toEqual({ status_code: 200, result: null, error: null });
    expect(await t.outbox(owner.mobile)).toHaveLength(texts);
  });
});

describe('a workshop staff number cannot register as a member', () => {
  it('answers 400 not end-consumer', async () => {
    const owner = await t.database.db.selectFrom('workshop_staff').select('mobile_number').where('workshop_id', '=', 'TWS1002').executeTakeFirstOrThrow();
    const { res } = await startRegistration(t, registration(owner.mobile_number));
    expect(res.json()).toEqual({ status_code: 400, result: null, error: accountErrors.notEndConsumer });
  });
});
