import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { verifiedMember } from '../../testing/accounts';
import { createWorkshop } from '../../testing/workshops';
import { carelineOperator, type TestOperator } from '../../testing/operators';
import { carelineWorkshopErrors, carelineWorkshopPaths } from '../../../shared/contract/carelineWorkshops';
import { loyaltyErrors, loyaltyPaths, WORKSHOP_KEY_HEADER } from '../../../shared/contract/loyalty';
import { workshopAppPaths } from '../../../shared/contract/workshopApp';

let t: TestApp;
let admin: TestOperator;
let agent: TestOperator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await carelineOperator(t, 'administrator');
  agent = await carelineOperator(t, 'agent');
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
}

const good = { workshop_id: 'nw1001', name: 'Bengkel Baru Cheras', address: '9, Jalan Baru, 56000 Cheras, Kuala Lumpur', state: 'Kuala Lumpur', mobile_number: '60391110001' };
const audit = (action: string) => t.database.db.selectFrom('audit_log').select(['actor', 'subject', 'details']).where('action', '=', action).orderBy('id').execute();
const workshopRows = () => t.database.db.selectFrom('workshops').select('workshop_id').execute();

describe('adding a workshop', () => {
  it('adds it active, upper-cased, without a key or owner, audited under the person; the locator and members see it', async () => {
    const res = await call('POST', carelineWorkshopPaths.workshops, admin.headers, { ...good, tqac_workshop: true });
    expect(res.json()).toEqual({
      status_code: 200,
      result: { workshop_id: 'NW1001', name: good.name, address: good.address, state: good.state, mobile_number: good.mobile_number, tqac_workshop: true, listed: true, status: 'active', has_key: false, owner: null, created_at: t.clock.now().toISOString() },
      error: null,
    });
    expect((await audit('workshop.added')).at(-1)).toEqual({ actor: admin.actor, subject: 'NW1001', details: { name: good.name, state: good.state } });
    expect((await t.app.inject({ method: 'GET', url: loyaltyPaths.checkWorkshop('nw1001') })).json().result).toEqual({ workshop_id: 'NW1001', workshop_name: good.name });
  });

  it.each([
    [{ workshop_id: 'AB1' }, 'Please enter a valid workshop ID!'],
    [{ workshop_id: undefined }, '*Workshop ID is required'],
    [{ name: '  ' }, '*Workshop name is required'],
    [{ address: 'Short' }, '*Address must be at least 8 characters'],
    [{ address: 'x'.repeat(256) }, '*Address must be less than 255 characters'],
    [{ state: undefined }, '*State is required'],
    [{ mobile_number: '+60 3-9111 0002' }, '*Please enter the workshop’s number with its country code, digits only (60…)'],
  ])('refuses %j with the shared rule’s message, adding nothing', async (change, error) => {
    const before = await workshopRows();
    const res = await call('POST', carelineWorkshopPaths.workshops, admin.headers, { ...good, workshop_id: 'NW2002', mobile_number: '60391110002', ...change });
    expect(res.json()).toEqual({ status_code: 400, result: null, error });
    expect(await workshopRows()).toEqual(before);
  });

  it('refuses an ID that exists and a number a member or a workshop has (409)', async () => {
    const member = await verifiedMember(t);
    expect((await call('POST', carelineWorkshopPaths.workshops, admin.headers, { ...good, workshop_id: 'NW1001', mobile_number: '60391110003' })).json()).toEqual({ status_code: 409, result: null, error: carelineWorkshopErrors.workshopExists });
    expect((await call('POST', carelineWorkshopPaths.workshops, admin.headers, { ...good, workshop_id: 'NW3003', mobile_number: member.mobile })).json().error).toBe(carelineWorkshopErrors.numberTaken);
    expect((await call('POST', carelineWorkshopPaths.workshops, admin.headers, { ...good, workshop_id: 'NW3003' })).json().error).toBe(carelineWorkshopErrors.numberTaken);
  });

  it('is an administrator’s: an agent is refused and nothing is added', async () => {
    const res = await call('POST', carelineWorkshopPaths.workshops, agent.headers, { ...good, workshop_id: 'NW4004', mobile_number: '60391110004' });
    expect(res.json().result).toEqual({ reason: 'role_required', role: 'administrator' });
    expect((await workshopRows()).map((row) => row.workshop_id)).not.toContain('NW4004');
  });
});

describe('listing workshops', () => {
  it('finds by part of the ID or name, active first, with owner and key, for any careline person (audited)', async () => {
    await createWorkshop(t, { workshopId: 'LS0001', name: 'Listing Motor Ceased', status: 'ceased' });
    const keyed = await createWorkshop(t, { workshopId: 'LS0002', name: 'Listing Motor Active' });
    await call('POST', workshopAppPaths.opsOwner('LS0002'), admin.headers, { name: 'Lim Boon Keng', mobile_number: '60123450777' });
    const res = await call('GET', `${carelineWorkshopPaths.workshops}?q=listing%20motor`, agent.headers);
    expect(res.json().result.map((w: { workshop_id: string; status: string; has_key: boolean; owner: unknown }) => [w.workshop_id, w.status, w.has_key, w.owner])).toEqual([
      ['LS0002', 'active', true, { name: 'Lim Boon Keng', mobile_number: '60123450777' }],
      ['LS0001', 'ceased', true, null],
    ]);
    expect(keyed.workshopId).toBe('LS0002');
    expect((await call('GET', `${carelineWorkshopPaths.workshops}?q=ls000`, agent.headers)).json().result).toHaveLength(2);
    expect((await call('GET', `${carelineWorkshopPaths.workshops}?q=${'x'.repeat(101)}`, agent.headers)).statusCode).toBe(400);
    expect((await audit('workshops.listed')).at(-1)).toEqual({ actor: agent.actor, subject: null, details: { q: 'ls000' } });
  });
});

describe('ceasing a workshop', () => {
  it('stops its key, refuses members’ new services (410), leaves the locator, keeps the row; audited; once', async () => {
    const workshop = await createWorkshop(t, { workshopId: 'CS0001' });
    const service = (key: string) => t.app.inject({ method: 'GET', url: '/api/workshop/service/AAAAAAAAAA', headers: { [WORKSHOP_KEY_HEADER]: key } });
    expect((await service(workshop.key)).statusCode).toBe(404);

    const res = await call('POST', carelineWorkshopPaths.cease('cs0001'), admin.headers);
    expect(res.json().result).toMatchObject({ workshop_id: 'CS0001', status: 'ceased', has_key: true });
    expect((await audit('workshop.ceased')).at(-1)).toEqual({ actor: admin.actor, subject: 'CS0001', details: null });

    expect((await service(workshop.key)).json().error).toBe(loyaltyErrors.workshopKeyInvalid);
    expect((await t.app.inject({ method: 'GET', url: loyaltyPaths.checkWorkshop('CS0001') })).statusCode).toBe(404);
    const locator = (await t.app.inject({ method: 'GET', url: loyaltyPaths.activeWorkshops })).json().result as { workshop_id: string }[];
    expect(locator.map((w) => w.workshop_id)).not.toContain('CS0001');

    expect((await call('POST', carelineWorkshopPaths.cease('CS0001'), admin.headers)).json()).toEqual({ status_code: 409, result: null, error: carelineWorkshopErrors.ceasedAlready });
    expect((await call('POST', carelineWorkshopPaths.cease('NOPE99'), admin.headers)).json()).toEqual({ status_code: 404, result: null, error: carelineWorkshopErrors.workshopNotFound });
    expect((await call('POST', carelineWorkshopPaths.cease('LS0002'), agent.headers)).statusCode).toBe(403);
  });
});
