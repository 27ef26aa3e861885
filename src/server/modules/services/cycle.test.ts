import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, verifiedMember } from '../../testing/accounts';
import { addVehicle, DAY, freshToken, submitOk, workshopKey, workshopVerify } from '../../testing/loyalty';
import { NONE_DATE } from '../../../shared/loyalty/constants';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TKL1001', tqac: true, name: 'Quartz Auto Care Cheras' });
  key = await workshopKey(t, 'TKL1001');
});
afterAll(() => t.close());

const vehicleOf = async (token: string, guid: string) =>
  (await get(t, '/api/loyalty', token)).json().result.vehicles.find((v: { guid: string }) => v.guid === guid);

describe('a whole cycle, from the first service to the free bottle verified', () => {
  it('size 3: 1 + 2 paid bottles of different ranks, then the lowest-ranked free bottle closes the cycle', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    let token = tokens.access_token;
    const car = await addVehicle(t, token);
    expect(car).toMatchObject({ cycle_guid: null, cycle_oil_type: 0, services: [], next_service_date: NONE_DATE });

    const first = await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'tkl1001', current_mileage: 10000, oil: 'QUARTZINEOHTC5W30', total_bottle: 1 });
    let view = await vehicleOf(token, car.guid);
    expect(view).toMatchObject({ cycle_oil_type: 3, workshop_id: 'TKL1001', workshop_name: 'Quartz Auto Care Cheras', paid_bottles: 0, free_oil: [] });
    expect(view.services).toHaveLength(1);
    expect(view.services[0]).toMatchObject({ transaction_code: first, status: 0, oil_name: 'Quartz INEO HTC 5W-30' });
    expect((await get(t, `/api/service/check/${first}`, token)).statusCode).toBe(202);

    await workshopVerify(t, key, first);
    const check1 = await get(t, `/api/service/check/${first}`, token);
    expect(check1.json()).toEqual({ status_code: 200, result: null, error: null });
    view = await vehicleOf(token, car.guid);
    expect(view).toMatchObject({
      paid_bottles: 1,
      next_mileage: 17000,
      next_service_date: '2026-05-31',
      start_date: { Valid: true, Time: '2026-03-02' },
      expiry_date: { Valid: true, Time: '2029-03-02' },
      cycle_start_date: '2026-03-02',
      cycle_expiry_date: '2029-03-02',
    });

    t.clock.advance(31 * DAY);
    token = await freshToken(t, mobile);
    const second = await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'TKL1001', current_mileage: 16000, oil: 'QUARTZ90005W40', total_bottle: 2 });
    const verified = await workshopVerify(t, key, second);
    expect(verified.json().result).toMatchObject({ free_oil: ['QUARTZ90005W40', 'QUARTZ90005W50'], cycle_closed: false });
    const check2 = await get(t, `/api/service/check/${second}`, token);
    expect(check2.json().result).toEqual({
      free_oil: ['Quartz 9000 5W-40', 'Quartz 9000 5W-50'],
      free_oil_codes: ['QUARTZ90005W40', 'QUARTZ90005W50'],
    });
    view = await vehicleOf(token, car.guid);
    expect(view).toMatchObject({ paid_bottles: 3, free_oil: ['QUARTZ90005W40', 'QUARTZ90005W50'] });
    expect(view.services.map((s: { transaction_code: string }) => s.transaction_code)).toEqual([second, first]);

    t.clock.advance(31 * DAY);
    token = await freshToken(t, mobile);
    const cycleGuid = view.cycle_guid;
    const free = await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'TKL1001', current_mileage: 22000, oil: 'QUARTZ90005W50', total_bottle: 1 });
    expect((await vehicleOf(token, car.guid)).services[0]).toMatchObject({ transaction_code: free, free_oil: true });
    const closing = await workshopVerify(t, key, free);
    expect(closing.json().result).toMatchObject({ free_oil: null, cycle_closed: true });

    view = await vehicleOf(token, car.guid);
    expect(view).toMatchObject({ cycle_guid: null, cycle_oil_type: 0, services: [], free_oil: [], next_mileage: 29000 });
    const history = await get(t, `/api/vehicle/${car.guid}/cycles`, token);
    expect(history.json().result).toEqual([expect.objectContaining({ guid: cycleGuid, status: 1, cycle_oil_type: 3, workshop_id: 'TKL1001' })]);
    const services = await get(t, `/api/cycle/${cycleGuid}/services`, token);
    expect(services.json().result.map((s: { transaction_code: string; status: number }) => [s.transaction_code, s.status])).toEqual([
      [free, 1],
      [second, 1],
      [first, 1],
    ]);

    const inbox = (await get(t, '/api/user/notifications', token)).json().result;
    expect(inbox.map((n: { subject: string }) => n.subject)).toEqual([
      'Service verified',
      'You have earned a free bottle!',
      'Service verified',
      'Service verified',
      'Welcome to the Quartz Loyalty Programme',
    ]);
  });

  it('size 4: 1 + 1 + 2 paid bottles, then the free bottle; the next service opens a new cycle', async () => {
    t.clock.set('2026-03-02T02:00:00Z');
    const { mobile, tokens } = await verifiedMember(t);
    let token = tokens.access_token;
    const car = await addVehicle(t, token);
    const codes: string[] = [];
    let mileage = 30000;
    for (const bottles of [1, 1, 2]) {
      const code = await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'TKL1001', current_mileage: mileage, oil: 'QUARTZ80005W40', total_bottle: bottles });
      const result = (await workshopVerify(t, key, code)).json().result;
      codes.push(code);
      expect(result.free_oil).toEqual(codes.length === 3 ? ['QUARTZ80005W40'] : null);
      t.clock.advance(31 * DAY);
      token = await freshToken(t, mobile);
      mileage += 5000;
    }
    let view = await vehicleOf(token, car.guid);
    expect(view).toMatchObject({ cycle_oil_type: 4, paid_bottles: 4, free_oil: ['QUARTZ80005W40'] });
    const cycleGuid = view.cycle_guid;

    const free = await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'TKL1001', current_mileage: mileage, oil: 'QUARTZ80005W40', total_bottle: 1 });
    expect((await workshopVerify(t, key, free)).json().result.cycle_closed).toBe(true);
    view = await vehicleOf(token, car.guid);
    expect(view.cycle_guid).toBeNull();

    t.clock.advance(31 * DAY);
    token = await freshToken(t, mobile);
    await submitOk(t, token, { vehicle_guid: car.guid, workshop_id: 'TKL1001', current_mileage: mileage + 5000, oil: 'QUARTZ9000ENERGY0W40', total_bottle: 1 });
    view = await vehicleOf(token, car.guid);
    expect(view.cycle_guid).not.toBe(cycleGuid);
    expect(view).toMatchObject({ cycle_oil_type: 3, paid_bottles: 0 });
    const history = (await get(t, `/api/vehicle/${car.guid}/cycles`, token)).json().result;
    expect(history).toEqual([expect.objectContaining({ guid: cycleGuid, status: 1, cycle_oil_type: 4 })]);
  });
});
