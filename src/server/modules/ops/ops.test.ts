import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, PASSWORD, post, verifiedMember } from '../../testing/accounts';
import { addVehicle, asWorkshop, submitOk, workshopKey } from '../../testing/loyalty';
import { accountErrors } from '../../../shared/contract/accounts';
import { loyaltyErrors } from '../../../shared/contract/loyalty';
import { runOps } from '../../ops/client';
import { injectHttp, runOpsCli } from '../../testing/opsCli';
import { changeMobileNumber } from '../../testing/mobileChange';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPS_TOKEN });
  await createWorkshop(t, { workshopId: 'TNS6001', tqac: true });
  await createWorkshop(t, { workshopId: 'T8888', listed: false });
});
afterAll(() => t.close());

function ops(method: 'GET' | 'POST' | 'DELETE', url: string, body?: object, token = OPS_TOKEN) {
  const headers: Record<string, string> = { 'x-ops-token': token, 'x-ops-actor': 'aisyah' };
  if (body) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, payload: body ? JSON.stringify(body) : undefined });
}

const audit = (action: string) =>
  t.database.db.selectFrom('audit_log').select(['actor', 'action', 'subject', 'details', 'created_at']).where('action', '=', action).execute();

async function pending() {
  const member = await verifiedMember(t);
  const car = await addVehicle(t, member.tokens.access_token);
  const code = await submitOk(t, member.tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TNS6001', current_mileage: 7000, oil: 'QUARTZ70005W30', total_bottle: 1 });
  return { ...member, car, code };
}

describe('without OPS_TOKEN', () => {
  it('every operator call answers 404, as an unknown path', async () => {
    const off = await createTestApp();
    try {
      for (const [method, url] of [
        ['POST', '/api/ops/workshops/8888/key'],
        ['GET', '/api/ops/services?status=0'],
        ['POST', '/api/ops/services/AAAAAAAAAA/verify'],
        ['POST', '/api/ops/services/AAAAAAAAAA/reject'],
        ['POST', '/api/ops/members/60123456789/mobile-number'],
        ['POST', '/api/ops/members/60123456789/vehicle-allowance'],
        ['DELETE', '/api/ops/members/60123456789'],
      ] as const) {
        const res = await off.app.inject({ method, url, headers: { 'x-ops-token': 'anything-at-all-here' } });
        expect(res.json()).toEqual({ status_code: 404, result: null, error: `No such path: ${method} ${url.split('?')[0]}` });
      }
    } finally {
      await off.close();
    }
  });
});

describe('the operator API', () => {
  it('refuses a wrong or missing token: 401', async () => {
    expect((await ops('GET', '/api/ops/services', undefined, 'wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/services' })).statusCode).toBe(401);
  });

  it('issues a workshop key; the previous key stops working; audited', async () => {
    const { code } = await pending();
    const first = (await ops('POST', '/api/ops/workshops/tns6001/key')).json().result.key;
    expect((await asWorkshop(t, first, 'GET', `/api/workshop/service/${code}`)).statusCode).toBe(200);
    const second = (await ops('POST', '/api/ops/workshops/TNS6001/key')).json().result.key;
    expect(second).not.toBe(first);
    expect((await asWorkshop(t, first, 'GET', `/api/workshop/service/${code}`)).statusCode).toBe(401);
    expect((await asWorkshop(t, second, 'GET', `/api/workshop/service/${code}`)).statusCode).toBe(200);
    expect((await ops('POST', '/api/ops/workshops/NOPE1/key')).statusCode).toBe(404);
    const rows = await audit('workshop.key_issued');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor: 'ops:aisyah', subject: 'TNS6001', created_at: t.clock.now() });
    const stored = await t.database.db.selectFrom('workshops').select('api_key_hash').where('workshop_id', '=', 'TNS6001').executeTakeFirstOrThrow();
    expect(stored.api_key_hash).not.toContain(second);
  });

  it('lists pending services, verifies and rejects them; audited, and the member is told', async () => {
    const a = await pending();
    const b = await pending();
    const list = (await ops('GET', '/api/ops/services?status=0')).json().result;
    expect(list.map((s: { transaction_code: string }) => s.transaction_code)).toEqual(expect.arrayContaining([a.code, b.code]));
    expect(list.every((s: { status: number }) => s.status === 0)).toBe(true);
    expect((await ops('GET', '/api/ops/services?status=7')).statusCode).toBe(400);

    expect((await ops('POST', `/api/ops/services/${a.code}/verify`)).json().result.service.status).toBe(1);
    expect((await ops('POST', `/api/ops/services/${b.code}/reject`, {})).json().error).toBe(loyaltyErrors.rejectReasonRequired);
    expect((await ops('POST', `/api/ops/services/${b.code}/reject`, { reason: 'Duplicate of an earlier claim' })).json().result.status).toBe(2);
    expect((await get(t, `/api/service/check/${a.code}`, a.tokens.access_token)).statusCode).toBe(200);
    expect((await get(t, `/api/service/check/${b.code}`, b.tokens.access_token)).json().error).toBe('Duplicate of an earlier claim');
    expect(await audit('service.verified')).toEqual([expect.objectContaining({ actor: 'ops:aisyah', subject: a.code })]);
    expect(await audit('service.rejected')).toEqual([expect.objectContaining({ subject: b.code, details: { reason: 'Duplicate of an earlier claim' } })]);
  });

  it('changes a member’s mobile number with a code from the new one; the member logs in with the new one', async () => {
    const member = await verifiedMember(t);
    const other = await verifiedMember(t);
    expect((await ops('POST', `/api/ops/members/${member.mobile}/mobile-number`, { mobile_number: other.mobile })).json().error).toBe(accountErrors.mobileRegistered);
    expect((await ops('POST', `/api/ops/members/${member.mobile}/mobile-number`, { mobile_number: '12' })).statusCode).toBe(400);
    const res = await changeMobileNumber(t, { 'x-ops-token': OPS_TOKEN, 'x-ops-actor': 'aisyah' }, member.mobile, '60198887777');
    expect(res.json().result).toEqual({ mobile_number: '60198887777' });
    expect((await post(t, '/api/login', { mobile_number: '60198887777', password: PASSWORD, captcha: '' })).statusCode).toBe(200);
    expect((await post(t, '/api/login', { mobile_number: member.mobile, password: PASSWORD, captcha: '' })).statusCode).toBe(400);
    expect(await audit('member.mobile_changed')).toEqual([expect.objectContaining({ details: { from: member.mobile, to: '60198887777', sessions_ended: 1 } })]);
  });

  it('raises a member’s vehicle allowance past 4', async () => {
    const member = await verifiedMember(t);
    for (let i = 0; i < 4; i++) await addVehicle(t, member.tokens.access_token);
    await expect(addVehicle(t, member.tokens.access_token)).rejects.toThrow(/403/);
    expect((await ops('POST', `/api/ops/members/${member.mobile}/vehicle-allowance`, { max_vehicles: 3 })).statusCode).toBe(400);
    expect((await ops('POST', `/api/ops/members/${member.mobile}/vehicle-allowance`, { max_vehicles: 6 })).json().result).toEqual({ max_vehicles: 6 });
    await addVehicle(t, member.tokens.access_token);
    expect((await get(t, '/api/loyalty', member.tokens.access_token)).json().result.max_vehicles).toBe(6);
    expect((await ops('POST', '/api/ops/members/60100000000/vehicle-allowance', { max_vehicles: 6 })).statusCode).toBe(404);
  });

  it('removes a member (PDPA): personal data gone, sessions ended, service records kept', async () => {
    const { mobile, tokens, car, code } = await pending();
    const res = await ops('DELETE', `/api/ops/members/${mobile}`);
    expect(res.json()).toEqual({ status_code: 200, result: null, error: null });
    expect((await get(t, '/api/loyalty', tokens.access_token)).statusCode).toBe(401);
    const row = await t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', mobile).executeTakeFirst();
    expect(row).toBeUndefined();
    const service = await t.database.db.selectFrom('services').select(['transaction_code', 'vehicle_guid']).where('transaction_code', '=', code).executeTakeFirstOrThrow();
    expect(service.vehicle_guid).toBe(car.guid);
    const vehicle = await t.database.db.selectFrom('vehicles').select('plate_number').where('guid', '=', car.guid).executeTakeFirstOrThrow();
    expect(vehicle.plate_number).not.toBe(car.plate_number);
    const key = await workshopKey(t, 'TNS6001');
    expect((await asWorkshop(t, key, 'GET', `/api/workshop/service/${code}`)).json().result).toMatchObject({ mobile_number: '', plate_number: vehicle.plate_number });
    expect((await ops('DELETE', `/api/ops/members/${mobile}`)).statusCode).toBe(404);
    expect(await audit('member.removed')).toHaveLength(1);
    // The number may register again as a new person.
    expect((await verifiedMember(t, { mobile_number: mobile })).mobile).toBe(mobile);
  });

  it('removes the member’s receipt files; the workshop keeps the service and gets a 404 for the receipt', async () => {
    const { mobile, code } = await pending();
    const key = await workshopKey(t, 'TNS6001');
    const receiptUrl = `/api/workshop/service/${code}/receipt`;
    expect((await asWorkshop(t, key, 'GET', receiptUrl)).statusCode).toBe(200);
    const { storage_key: storageKey } = await t.database.db
      .selectFrom('receipts')
      .innerJoin('services', 'services.guid', 'receipts.service_guid')
      .select('receipts.storage_key')
      .where('services.transaction_code', '=', code)
      .executeTakeFirstOrThrow();
    expect((await t.storedReceipts()).map((file) => file.key)).toContain(storageKey);

    expect((await ops('DELETE', `/api/ops/members/${mobile}`)).statusCode).toBe(200);

    expect((await t.storedReceipts()).map((file) => file.key)).not.toContain(storageKey);
    expect(await t.database.db.selectFrom('receipts').select('id').where('storage_key', '=', storageKey).execute()).toEqual([]);
    expect((await asWorkshop(t, key, 'GET', `/api/workshop/service/${code}`)).json().result).toMatchObject({ transaction_code: code, mobile_number: '' });
    const receipt = await asWorkshop(t, key, 'GET', receiptUrl);
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json()).toEqual({ status_code: 404, result: null, error: loyaltyErrors.serviceNotFound });
    expect(await audit('member.removed')).toContainEqual(expect.objectContaining({ actor: 'ops:aisyah', details: { receipts: 1 } }));
  });

  it('keeps the audit trail of a removed member under its id, without any number it held', async () => {
    const { mobile: first } = await verifiedMember(t);
    const second = '60129990001';
    expect((await changeMobileNumber(t, { 'x-ops-token': OPS_TOKEN }, first, second)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) await post(t, '/api/login', { mobile_number: second, password: 'Wrong#1234' });
    expect((await audit('login.throttled')).map((row) => row.subject)).toContain(second);

    expect((await ops('DELETE', `/api/ops/members/${second}`)).statusCode).toBe(200);

    const rows = await t.database.db.selectFrom('audit_log').select(['action', 'subject', 'details']).execute();
    const trail = JSON.stringify(rows);
    expect(trail).not.toContain(first);
    expect(trail).not.toContain(second);
    const memberSubject = (await audit('member.mobile_changed')).at(-1)!.subject;
    expect(rows.filter((row) => row.subject === memberSubject).map((row) => row.action)).toEqual(
      expect.arrayContaining(['member.mobile_changed', 'login.throttled', 'member.removed']),
    );
  });
});

describe('npm run ops (the command-line client)', () => {
  const cli = (...argv: string[]) => runOpsCli(t, OPS_TOKEN, ...argv);

  it('issues a key, lists, verifies and rejects services', async () => {
    const key = await cli('workshops:key', 'T8888');
    expect(key.code).toBe(0);
    expect(key.out).toMatch(/^New key for workshop T8888 \(shown once; the previous key no longer works\):\nwk_[\w-]{43}$/);

    const a = await pending();
    const b = await pending();
    const list = await cli('services:pending');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`${a.code}  pending  workshop TNS6001  ${a.car.plate_number}  Quartz 7000 5W-30 x1  7000 km`);

    const verified = await cli('services:verify', a.code);
    expect(verified).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^Verified: ${a.code}  verified`)) });
    const rejected = await cli('services:reject', b.code, '--reason', 'Receipt is not from this workshop');
    expect(rejected.out).toContain('reason: Receipt is not from this workshop');
    expect((await audit('service.rejected')).some((r) => r.actor === 'ops:careline-1')).toBe(true);

    const again = await cli('services:verify', a.code);
    expect(again).toEqual({ code: 1, out: '', err: `Failed (409): ${loyaltyErrors.serviceNotPending}` });
  });

  it('changes members', async () => {
    const member = await verifiedMember(t);
    expect((await cli('members:allowance', member.mobile, '5')).out).toBe(`Member ${member.mobile} may now hold 5 vehicles.`);
    expect((await cli('members:remove', member.mobile)).code).toBe(2);
    expect((await cli('members:mobile', member.mobile, '60177776666')).out).toBe(
      `A code was texted to 60177776666. Ask the member to read it out, then: npm run ops -- members:mobile ${member.mobile} 60177776666 --code <code>`,
    );
    expect((await cli('members:mobile', member.mobile, '60177776666', '--code', await t.lastCode('60177776666'))).out).toBe(
      `Mobile number ${member.mobile} changed to 60177776666; every session ended and the old number was texted.`,
    );
    expect((await cli('members:remove', '60177776666', '--yes')).code).toBe(0);
  });

  it('explains usage errors and a missing token, exiting non-zero', async () => {
    expect(await cli('services:reject', 'ABCDEFGHIJ')).toMatchObject({ code: 2, err: expect.stringContaining('services:reject needs --reason') });
    expect(await cli('nope')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command: nope') });
    expect((await cli('help')).code).toBe(0);
    const noToken = await runOps(['services:pending'], {}, injectHttp(t), { out: () => {}, err: () => {} });
    expect(noToken).toBe(2);
    const unreachable = await runOps(['services:pending'], { OPS_TOKEN }, async () => { throw new Error('ECONNREFUSED'); }, { out: () => {}, err: () => {} });
    expect(unreachable).toBe(1);
  });
});
