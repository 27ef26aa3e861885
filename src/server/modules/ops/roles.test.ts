import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { carelineOperator, personalToken, refreshOperator, signInAgain, stepUpHeaders, type TestOperator } from '../../testing/operators';
import { OPERATION_IDS } from '../../plugins/operations';
import { carelineErrors, carelineRoles, roleAtLeast, type CarelineRole } from '../../../shared/contract/careline';

/**
 * Every operator route against every role (README 'Careline', roles). A call the role may make is
 * answered anything but 401 and 403 (its own 2xx, 404 or 409); a call above the role is 403 with
 * `role_required`. Calls marked `stepUp` are 403 `step_up_required` once the step-up is stale.
 */
const ROUTES: { route: string; role: CarelineRole; stepUp?: boolean; url: string; body?: object }[] = [
  { route: 'POST /api/ops/workshops/:workshopId/key', role: 'administrator', url: '/api/ops/workshops/NOPE9/key' },
  { route: 'POST /api/ops/workshops/:workshopId/owner', role: 'administrator', url: '/api/ops/workshops/NOPE9/owner', body: { name: 'Lim', mobile_number: '60123450000' } },
  { route: 'GET /api/ops/workshops', role: 'agent', url: '/api/ops/workshops?q=TRL' },
  { route: 'POST /api/ops/workshops', role: 'administrator', url: '/api/ops/workshops', body: { workshop_id: 'TRL1001', name: 'Roles Motor', address: '1, Jalan Peranan, 50000 Kuala Lumpur', state: 'Kuala Lumpur', mobile_number: '60391119999' } },
  { route: 'POST /api/ops/workshops/:workshopId/cease', role: 'administrator', url: '/api/ops/workshops/NOPE9/cease' },
  { route: 'GET /api/ops/services', role: 'agent', url: '/api/ops/services?status=0' },
  { route: 'POST /api/ops/services/:code/verify', role: 'agent', url: '/api/ops/services/AAAAAAAAAA/verify' },
  { route: 'POST /api/ops/services/:code/reject', role: 'agent', url: '/api/ops/services/AAAAAAAAAA/reject', body: { reason: 'Blurred receipt' } },
  { route: 'GET /api/ops/members', role: 'agent', url: '/api/ops/members?q=60100000000' },
  { route: 'GET /api/ops/members/:mobile/case', role: 'agent', url: '/api/ops/members/60100000000/case' },
  { route: 'GET /api/ops/services/:code/receipt', role: 'agent', url: '/api/ops/services/AAAAAAAAAA/receipt' },
  { route: 'GET /api/ops/pending-services', role: 'agent', url: '/api/ops/pending-services' },
  { route: 'POST /api/ops/members/:mobile/mobile-number', role: 'supervisor', url: '/api/ops/members/60100000000/mobile-number', body: { mobile_number: '60100000001' } },
  {
    route: 'POST /api/ops/members/:mobile/mobile-number/confirm',
    role: 'supervisor',
    stepUp: true,
    url: '/api/ops/members/60100000000/mobile-number/confirm',
    body: { mobile_number: '60100000001', code: '123456' },
  },
  { route: 'POST /api/ops/members/:mobile/plate-release', role: 'supervisor', url: '/api/ops/members/60100000000/plate-release', body: { plate_number: 'WXY1234' } },
  { route: 'POST /api/ops/support-replays', role: 'agent', url: '/api/ops/support-replays', body: { mobile_number: '60100000000' } },
  { route: 'GET /api/ops/flagged', role: 'agent', url: '/api/ops/flagged?limit=1' },
  { route: 'POST /api/ops/flagged/:id/clear', role: 'supervisor', url: '/api/ops/flagged/service-999999/clear' },
  ...['services', 'workshops', 'free-bottles', 'referral-rewards', 'festive-entries', 'pin-stock'].map((report) => ({
    route: `GET /api/ops/reports/${report}`,
    role: 'supervisor' as const,
    url: `/api/ops/reports/${report}?from=2026-03-01&to=2026-03-03`,
  })),
  { route: 'GET /api/ops/audit/csv', role: 'supervisor', url: '/api/ops/audit/csv?action=case.opened' },
  { route: 'POST /api/ops/members/:mobile/vehicle-allowance', role: 'supervisor', url: '/api/ops/members/60100000000/vehicle-allowance', body: { max_vehicles: 6 } },
  { route: 'DELETE /api/ops/members/:mobile', role: 'supervisor', stepUp: true, url: '/api/ops/members/60100000000' },
  { route: 'GET /api/ops/members/:mobile/export', role: 'supervisor', stepUp: true, url: '/api/ops/members/60100000000/export' },
  // PostgreSQL answers 409 (pg_dump is its tool); the embedded database a small backup.
  { route: 'POST /api/ops/backup', role: 'administrator', stepUp: true, url: '/api/ops/backup' },
  { route: 'POST /api/ops/campaign-cny/pins', role: 'supervisor', url: '/api/ops/campaign-cny/pins', body: { pins: 'not a pin line' } },
  { route: 'GET /api/ops/audit', role: 'supervisor', url: '/api/ops/audit?limit=1' },
  { route: 'GET /api/ops/campaign-cny/waiting', role: 'supervisor', url: '/api/ops/campaign-cny/waiting?limit=1' },
];

// An administrator's backup call writes a whole copy of the embedded database: on a busy 2-core
// machine that can pass 30 s.
jest.setTimeout(90_000);

let t: TestApp;
const people = {} as Record<CarelineRole, TestOperator>;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TRL1001' });
  for (const role of carelineRoles) people[role] = await carelineOperator(t, role);
});
afterAll(() => t.close());

function call(entry: (typeof ROUTES)[number], headers: Record<string, string>) {
  const [method] = entry.route.split(' ');
  return t.app.inject({
    method: method as 'GET',
    url: entry.url,
    headers: { ...headers, 'x-ops-actor': 'forged', ...(entry.body ? { 'content-type': 'application/json' } : {}) },
    payload: entry.body ? JSON.stringify(entry.body) : undefined,
  });
}

it('lists every operator route', () => {
  const operatorRoutes = Object.keys(OPERATION_IDS).filter((key) => key.split(' ')[1].startsWith('/api/ops/'));
  expect(ROUTES.map((entry) => entry.route).sort()).toEqual(operatorRoutes.sort());
});

describe.each(carelineRoles)('a signed-in %s', (role) => {
  it.each(ROUTES.map((entry) => [entry.route, entry] as const))('%s', async (_name, entry) => {
    const res = await call(entry, people[role].headers);
    if (roleAtLeast(role, entry.role)) {
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    } else {
      expect(res.json()).toEqual({ status_code: 403, result: { reason: 'role_required', role: entry.role }, error: carelineErrors.roleRequired(entry.role) });
    }
  });
});

describe.each(carelineRoles)("a %s's personal access token", (role) => {
  let token: string;
  beforeAll(async () => {
    token = await personalToken(t, people[role]);
  });

  it.each(ROUTES.map((entry) => [entry.route, entry] as const))('%s', async (_name, entry) => {
    const res = await call(entry, { authorization: `Bearer ${token}`, ...(entry.stepUp ? stepUpHeaders(people[role]) : {}) });
    if (entry.stepUp) t.clock.advance(30_000);
    if (!roleAtLeast(role, entry.role)) expect(res.json().result).toEqual({ reason: 'role_required', role: entry.role });
    else expect([401, 403]).not.toContain(res.statusCode);
  });
});

describe('a stale step-up', () => {
  it('refuses the calls that need one, and only those', async () => {
    const administrator = await carelineOperator(t, 'administrator');
    t.clock.advance(5 * 60_000 + 1000);
    await refreshOperator(t, administrator);
    for (const entry of ROUTES) {
      const res = await call(entry, administrator.headers);
      if (entry.stepUp) expect([entry.route, res.json()]).toEqual([entry.route, { status_code: 403, result: { reason: 'step_up_required' }, error: carelineErrors.stepUpRequired }]);
      else expect([entry.route, res.statusCode]).not.toEqual([entry.route, 403]);
    }
    // A token without its owner's code is refused the same calls.
    const token = await personalToken(t, administrator);
    const removal = await call(ROUTES.find((entry) => entry.route.startsWith('DELETE'))!, { authorization: `Bearer ${token}` });
    expect(removal.json()).toEqual({ status_code: 403, result: { reason: 'step_up_required' }, error: carelineErrors.stepUpNeedsTotp });
  });
});

/** The console's staff calls (`/api/careline/staff…`): administrators only, sessions only, the changes after a step-up. */
const STAFF_ROUTES: { route: string; stepUp: boolean; url: string; method: 'GET' | 'POST' | 'PUT'; body?: object }[] = [
  { route: 'GET /api/careline/staff', stepUp: false, method: 'GET', url: '/api/careline/staff' },
  { route: 'POST /api/careline/staff', stepUp: true, method: 'POST', url: '/api/careline/staff', body: { email: 'not an email', role: 'agent' } },
  { route: 'PUT /api/careline/staff/:id/role', stepUp: true, method: 'PUT', url: '/api/careline/staff/999999/role', body: { role: 'agent' } },
  { route: 'POST /api/careline/staff/:id/deactivate', stepUp: true, method: 'POST', url: '/api/careline/staff/999999/deactivate' },
  { route: 'POST /api/careline/staff/:id/reactivate', stepUp: true, method: 'POST', url: '/api/careline/staff/999999/reactivate' },
  { route: 'POST /api/careline/staff/:id/reset-sign-in', stepUp: true, method: 'POST', url: '/api/careline/staff/999999/reset-sign-in' },
];

describe('the staff calls', () => {
  it('list every staff route', () => {
    const staffRoutes = Object.keys(OPERATION_IDS).filter((key) => key.split(' ')[1].startsWith('/api/careline/staff'));
    expect(STAFF_ROUTES.map((entry) => entry.route).sort()).toEqual(staffRoutes.sort());
  });

  const staffCall = (entry: (typeof STAFF_ROUTES)[number], headers: Record<string, string>) =>
    t.app.inject({ method: entry.method, url: entry.url, headers: { ...headers, ...(entry.body ? { 'content-type': 'application/json' } : {}) }, payload: entry.body ? JSON.stringify(entry.body) : undefined });

  it.each(carelineRoles)('are an administrator’s: a %s', async (role) => {
    // The tests above moved the clock past the sessions' step-up; a fresh sign-in steps up.
    const person = await signInAgain(t, people[role]);
    for (const entry of STAFF_ROUTES) {
      const res = await staffCall(entry, person.headers);
      if (role === 'administrator') expect([entry.route, res.statusCode]).toEqual([entry.route, entry.method === 'GET' ? 200 : entry.method === 'POST' && entry.body ? 400 : 404]);
      else expect([entry.route, res.json().result]).toEqual([entry.route, { reason: 'role_required', role: 'administrator' }]);
    }
  });

  it('refuse a personal token, and ask a stale session for a step-up on every change', async () => {
    const administrator = await carelineOperator(t, 'administrator');
    const token = await personalToken(t, administrator);
    for (const entry of STAFF_ROUTES) expect([entry.route, (await staffCall(entry, { authorization: `Bearer ${token}` })).statusCode]).toEqual([entry.route, 403]);
    t.clock.advance(5 * 60_000 + 1000);
    await refreshOperator(t, administrator);
    for (const entry of STAFF_ROUTES) {
      const res = await staffCall(entry, administrator.headers);
      if (entry.stepUp) expect([entry.route, res.json().result]).toEqual([entry.route, { reason: 'step_up_required' }]);
      else expect([entry.route, res.statusCode]).toEqual([entry.route, 200]);
    }
  });
});
