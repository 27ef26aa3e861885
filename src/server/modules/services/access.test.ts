import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, post, verifiedMember } from '../../testing/accounts';
import { addVehicle, DAY, freshToken, submitOk, submitService, workshopKey, workshopVerify } from '../../testing/loyalty';
import { loyaltyErrors } from '../../../shared/contract/loyalty';

let t: TestApp;
let owner: { token: string; vehicle: string; cycle: string; closedCycle: string; code: string };
let intruder: string;

beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TPG3001', tqac: true });
  await createWorkshop(t, { workshopId: 'TPG3002' });
  const key = await workshopKey(t, 'TPG3001');
  const member = await verifiedMember(t);
  let token = member.tokens.access_token;
  const car = await addVehicle(t, token);
  const first = await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'TPG3001', current_mileage: 1000, oil: 'QUARTZ9000ENERGY0W40', total_bottle: 2 });
  await workshopVerify(t, key, first);
  t.clock.advance(31 * DAY);
  token = await freshToken(t, member.mobile);
  // A new workshop closes the first cycle into the history.
  const code = await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'TPG3002', current_mileage: 5000, oil: 'QUARTZ9000ENERGY0W40', total_bottle: 1 });
  const view = (await get(t, '/api/loyalty', token)).json().result.vehicles[0];
  const history = (await get(t, `/api/vehicle/${car.guid}/cycles`, token)).json().result;
  owner = { token, vehicle: car.guid, cycle: view.cycle_guid, closedCycle: history[0].guid, code };
  intruder = (await verifiedMember(t)).tokens.access_token;
});
afterAll(() => t.close());

describe('another member can neither read nor change what is not theirs', () => {
  it('the owner can read each of them', async () => {
    for (const url of [`/api/vehicle/${owner.vehicle}/cycles`, `/api/cycle/${owner.cycle}/services`, `/api/cycle/${owner.closedCycle}/services`, `/api/service/${owner.code}/receipt`]) {
      expect((await get(t, url, owner.token)).statusCode).toBe(200);
    }
    expect((await get(t, `/api/service/check/${owner.code}`, owner.token)).statusCode).toBe(202);
  });

  it.each([
    ['vehicle cycles', () => `/api/vehicle/${owner.vehicle}/cycles`, loyaltyErrors.vehicleNotFound],
    ['active cycle services', () => `/api/cycle/${owner.cycle}/services`, loyaltyErrors.cycleNotFound],
    ['closed cycle services', () => `/api/cycle/${owner.closedCycle}/services`, loyaltyErrors.cycleNotFound],
    ['service check', () => `/api/service/check/${owner.code}`, loyaltyErrors.serviceNotFound],
    ['receipt', () => `/api/service/${owner.code}/receipt`, loyaltyErrors.serviceNotFound],
  ])('GET %s: 404', async (_name, url, error) => {
    const res = await get(t, url(), intruder);
    expect(res.json()).toEqual({ status_code: 404, result: null, error });
  });

  it.each([
    ['vehicle cycles', () => `/api/vehicle/${owner.vehicle}/cycles`],
    ['cycle services', () => `/api/cycle/${owner.cycle}/services`],
    ['service check', () => `/api/service/check/${owner.code}`],
    ['receipt', () => `/api/service/${owner.code}/receipt`],
  ])('GET %s needs a bearer token: 401', async (_name, url) => {
    expect((await get(t, url())).statusCode).toBe(401);
  });

  it('initial validation of another member’s vehicle or cycle: 404', async () => {
    const byVehicle = await post(t, '/api/service/intial-validate', { workshop_id: 'TPG3002', mileage: '9000', vehicle_guid: owner.vehicle }, { token: intruder });
    expect(byVehicle.json().error).toBe(loyaltyErrors.vehicleNotFound);
    const byCycle = await post(t, '/api/service/intial-validate', { workshop_id: 'TPG3002', mileage: '9000', cycle_guid: owner.cycle }, { token: intruder });
    expect(byCycle.json().error).toBe(loyaltyErrors.cycleNotFound);
  });

  it('a service submitted for another member’s vehicle: 404, nothing created', async () => {
    const res = await submitService(t, intruder, { vehicle_guid: owner.vehicle, workshop_id: 'TPG3002', current_mileage: 9000, oil: 'QUARTZ9000ENERGY0W40', total_bottle: 1 });
    expect(res.json()).toEqual({ status_code: 404, result: null, error: loyaltyErrors.vehicleNotFound });
    const rows = await t.database.db.selectFrom('services').select('guid').where('vehicle_guid', '=', owner.vehicle).execute();
    expect(rows).toHaveLength(2);
  });

  it('their dashboard does not list the vehicle', async () => {
    expect((await get(t, '/api/loyalty', intruder)).json().result).toEqual({ vehicles: [], max_vehicles: 4 });
  });

  it('ids that are not ids: 404', async () => {
    expect((await get(t, '/api/vehicle/not-a-guid/cycles', owner.token)).statusCode).toBe(404);
    expect((await get(t, '/api/cycle/123/services', owner.token)).statusCode).toBe(404);
    expect((await get(t, '/api/service/check/short', owner.token)).statusCode).toBe(404);
  });
});
