import { createApi } from '.';
import { fixtureApiFrom, FIXTURE_REFUSAL, type ApiCallName } from './fixtureApi';
import { fixtureDataFromSnapshot } from '../replay/replayData';
import { memberSnapshot, myvi, oldService, pastCycle, pending, verified } from '../features/support/fixtures';

describe('the fixture api', () => {
  const refused: ApiCallName[] = [];
  const api = fixtureApiFrom(fixtureDataFromSnapshot(memberSnapshot().state), { onRefused: (call) => refused.push(call) });
  const fetchSpy = jest.fn(() => Promise.reject(new Error('no network in a fixture')));
  beforeAll(() => Object.assign(globalThis, { fetch: fetchSpy }));
  afterAll(() => delete (globalThis as { fetch?: unknown }).fetch);
  beforeEach(() => {
    refused.length = 0;
  });
  afterEach(() => expect(fetchSpy).not.toHaveBeenCalled());

  it('has every call of the real api', () => {
    expect(Object.keys(api).sort()).toEqual(Object.keys(createApi()).sort());
  });

  it('answers reads from the snapshot in the shapes the server uses', async () => {
    expect(await api.getProfile('t')).toMatchObject({ status_code: 200, result: { fullname: 'Siti Aminah', password: '' } });
    const loyalty = await api.getLoyalty('t');
    expect(loyalty.result?.vehicles).toEqual([{ ...myvi, services: [pending, verified] }]);
    expect((await api.getVehicleCycles(myvi.guid, 't')).result).toEqual([pastCycle]);
    expect((await api.getCycleServices('cycle-0', 't')).result).toEqual([oldService]);
    expect((await api.getCycleServices('cycle-1', 't')).result?.map((s) => s.guid)).toEqual(['s-pending', 's-verified']);
    expect((await api.getNotifications('t')).result).toHaveLength(1);
    expect(await api.checkWorkshop('ws1001', 't')).toEqual({ status_code: 200, result: { workshop_id: 'WS1001', workshop_name: 'Bengkel Maju' }, error: null });
    expect((await api.checkWorkshop('9999', 't')).status_code).toBe(404);
    expect(await api.getCaptchaChallenge()).toMatchObject({ provider: 'off' });
    expect(await api.getBuildMeta()).toBeNull();
    // What the snapshot does not hold is not found, and nothing was refused.
    expect(await api.getAppConfig()).toEqual({ status_code: 404, result: null, error: 'Not in this snapshot' });
    expect(refused).toEqual([]);
  });

  it('answers a service check by the stored status, as the server would', async () => {
    expect((await api.checkService('PEND123456', 't')).status_code).toBe(202);
    expect((await api.checkService('VERI123456', 't')).status_code).toBe(200);
    expect((await api.checkService('NOPE000000', 't')).status_code).toBe(404);
  });

  it('refuses every write with 403 and a message, and says which', async () => {
    const vehicle = { model_brand: 'Proton', model_name: 'Saga', plate_number: 'ABC1', year_manufactured: '', mileage: 0 };
    expect(await api.addVehicle(vehicle, 't')).toEqual({ status_code: 403, result: null, error: FIXTURE_REFUSAL });
    expect((await api.login({ mobile_number: '60123456789', password: 'x', captcha: '' })).status_code).toBe(403);
    expect((await api.updateProfile({ fullname: 'X', birth_date: '1990-01-01', email: 'x@example.com' }, 't')).status_code).toBe(403);
    expect((await api.readAllNotifications('t')).status_code).toBe(403);
    expect((await api.logout('t')).status_code).toBe(403);
    expect((await api.reportClientErrors({ entries: [{ source: 'console', message: 'x' }] })).status_code).toBe(403);
    expect(refused).toEqual(['addVehicle', 'login', 'updateProfile', 'readAllNotifications', 'logout', 'reportClientErrors']);
  });
});
