import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, post, verifiedMember } from '../../testing/accounts';
import { addVehicle, DAY, freshToken, submitOk, submitService, workshopKey, workshopVerify, type ServiceFields } from '../../testing/loyalty';
import { loyaltyErrors } from '../../../shared/contract/loyalty';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TSG2001', tqac: true });
  await createWorkshop(t, { workshopId: 'TSG2009', status: 'ceased' });
  await createWorkshop(t, { workshopId: 'TMK7003', status: 'ceased' });
  await createWorkshop(t, { workshopId: 'TJH4005' });
  key = await workshopKey(t, 'TSG2001');
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-03-02T02:00:00Z'));

async function memberWithCar() {
  const { mobile, tokens } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token);
  return { mobile, token: tokens.access_token, car };
}

const service = (vehicle_guid: string, overrides: ServiceFields = {}): ServiceFields => ({
  vehicle_guid,
  workshop_id: 'TSG2001',
  current_mileage: 20000,
  oil: 'QUARTZ9000ENERGY0W40',
  total_bottle: 1,
  ...overrides,
});

const validate = (token: string, body: object) => post(t, '/api/service/intial-validate', body, { token });

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { status_code: status, result: null, error } });
}

describe('POST /api/service/intial-validate', () => {
  it('answers 200 for a car with no services at an active workshop', async () => {
    const { token, car } = await memberWithCar();
    const res = await validate(token, { workshop_id: 'tsg2001', mileage: '1000', cycle_guid: '', vehicle_guid: car.guid });
    expect(res.json()).toEqual({ status_code: 200, result: null, error: null });
  });

  it.each([
    [{ workshop_id: '12' }, 400, 'Please enter a valid workshop ID!'],
    [{ workshop_id: '' }, 400, '*Workshop ID is required'],
    [{ mileage: '12345678' }, 400, '*Please enter a valid mileage'],
    [{ mileage: 'abc' }, 400, '*Please enter a valid mileage'],
    [{ workshop_id: 'NOPE1' }, 404, loyaltyErrors.workshopInvalid],
    [{ workshop_id: 'TSG2009' }, 410, loyaltyErrors.workshopCeased],
  ])('refuses %j', async (overrides, status, error) => {
    const { token, car } = await memberWithCar();
    expectRefusal(await validate(token, { workshop_id: 'TSG2001', mileage: '1000', cycle_guid: '', vehicle_guid: car.guid, ...overrides }), status, error);
  });

  it('refuses a first service below the mileage the car was registered with (500, its text), on validation and on submit', async () => {
    const { token } = await memberWithCar();
    const car = await addVehicle(t, token, { mileage: '50000' });
    const body = { workshop_id: 'TSG2001', cycle_guid: '', vehicle_guid: car.guid };
    expectRefusal(await validate(token, { ...body, mileage: '1000' }), 500, loyaltyErrors.mileageBelowRegistered);
    expectRefusal(await submitService(t, token, service(car.guid, { current_mileage: 1000 })), 500, loyaltyErrors.mileageBelowRegistered);
    expect((await validate(token, { ...body, mileage: '50000' })).statusCode).toBe(200);
    expect((await submitService(t, token, service(car.guid, { current_mileage: 50000 }))).statusCode).toBe(200);
  });

  it('tells a member reading Malay the registered-mileage refusal in Malay', async () => {
    const { token } = await memberWithCar();
    const car = await addVehicle(t, token, { mileage: 50000 as unknown as string });
    expect((await post(t, '/api/user/me/language', { language: 'ms' }, { token, method: 'PUT' })).statusCode).toBe(200);
    const res = await validate(token, { workshop_id: 'TSG2001', mileage: '1000', cycle_guid: '', vehicle_guid: car.guid });
    expect(res.json().error).toBe('Bacaan perbatuan semasa tidak boleh lebih rendah daripada bacaan perbatuan semasa kenderaan anda didaftarkan.');
  });

  it('refuses a lower mileage, a service within 30 days, and a third bottle today, each with its text (500)', async () => {
    const { mobile, token, car } = await memberWithCar();
    const code = await submitOk(t, token, service(car.guid, { total_bottle: 2 }));
    const cycle = (await get(t, '/api/loyalty', token)).json().result.vehicles[0].cycle_guid;
    expectRefusal(await validate(token, { workshop_id: 'TSG2001', mileage: '20000', cycle_guid: cycle }), 500, loyaltyErrors.dailyLimit);
    expectRefusal(await validate(token, { workshop_id: 'TSG2001', mileage: '19999', cycle_guid: cycle }), 500, loyaltyErrors.mileageLower);
    await workshopVerify(t, key, code);

    t.clock.advance(30 * DAY);
    const token30 = await freshToken(t, mobile);
    expectRefusal(await validate(token30, { workshop_id: 'TSG2001', mileage: '25000', cycle_guid: cycle }), 500, loyaltyErrors.tooSoon);
    expectRefusal(await submitService(t, token30, service(car.guid, { current_mileage: 25000 })), 500, loyaltyErrors.tooSoon);

    t.clock.advance(1 * DAY);
    const token31 = await freshToken(t, mobile);
    expect((await validate(token31, { workshop_id: 'TSG2001', mileage: '25000', cycle_guid: cycle })).statusCode).toBe(200);
    expect((await validate(token31, { workshop_id: 'TSG2001', mileage: '25000', cycle_guid: '', vehicle_guid: car.guid })).statusCode).toBe(200);
  });

  it('refuses once the programme expired, naming the expiry date (500)', async () => {
    const { mobile, token, car } = await memberWithCar();
    await workshopVerify(t, key, await submitOk(t, token, service(car.guid)));
    t.clock.set('2029-03-02T15:59:00Z');
    expect((await validate(await freshToken(t, mobile), { workshop_id: 'TSG2001', mileage: '90000', vehicle_guid: car.guid })).statusCode).toBe(200);
    t.clock.set('2029-03-02T16:00:00Z');
    const late = await freshToken(t, mobile);
    const text = 'The loyalty programme for this vehicle expired on 02/03/2029. New services can no longer be submitted.';
    expectRefusal(await validate(late, { workshop_id: 'TSG2001', mileage: '90000', vehicle_guid: car.guid }), 500, text);
    expectRefusal(await submitService(t, late, service(car.guid, { current_mileage: 90000 })), 500, text);
  });
});

describe('POST /api/service refusals', () => {
  it.each([
    [{ oil: '' }, 400, 'Please select the product to proceed.'],
    [{ oil: 'QUARTZNOSUCHOIL' }, 400, 'Please select the product to proceed.'],
    [{ total_bottle: 3 }, 400, 'Please select the quantity to proceed.'],
    [{ current_mileage: '' }, 400, '*Please enter a valid mileage'],
    [{ workshop_id: 'x' }, 400, 'Please enter a valid workshop ID!'],
    [{ workshop_id: 'NOPE1' }, 404, loyaltyErrors.workshopInvalid],
    [{ workshop_id: 'TMK7003' }, 410, loyaltyErrors.workshopCeased],
  ])('refuses %j', async (overrides, status, error) => {
    const { token, car } = await memberWithCar();
    expectRefusal(await submitService(t, token, service(car.guid, overrides)), status, error);
  });

  it('needs a receipt', async () => {
    const { token, car } = await memberWithCar();
    expectRefusal(await submitService(t, token, service(car.guid), null), 400, 'Please upload your receipt');
  });

  it('refuses more paid bottles than the cycle has left, then waits for the workshop', async () => {
    const { mobile, token, car } = await memberWithCar();
    await workshopVerify(t, key, await submitOk(t, token, service(car.guid, { total_bottle: 2 })));
    t.clock.advance(31 * DAY);
    const later = await freshToken(t, mobile);
    expectRefusal(await submitService(t, later, service(car.guid, { current_mileage: 26000, total_bottle: 2 })), 400, loyaltyErrors.quantityOverSlots);
    await submitOk(t, later, service(car.guid, { current_mileage: 26000, total_bottle: 1 }));
    t.clock.advance(31 * DAY);
    const after = await freshToken(t, mobile);
    expectRefusal(await submitService(t, after, service(car.guid, { current_mileage: 32000 })), 409, loyaltyErrors.awaitingVerification);
  });

  it('holds the free bottle to the lowest variant and to 1 bottle', async () => {
    const { mobile, token, car } = await memberWithCar();
    await workshopVerify(t, key, await submitOk(t, token, service(car.guid, { oil: 'QUARTZINEOMC35W30', total_bottle: 2 })));
    t.clock.advance(31 * DAY);
    let now = await freshToken(t, mobile);
    await workshopVerify(t, key, await submitOk(t, now, service(car.guid, { oil: 'QUARTZ90000FUTUREGF50W20', current_mileage: 26000 })));
    t.clock.advance(31 * DAY);
    now = await freshToken(t, mobile);
    const free = service(car.guid, { current_mileage: 32000, oil: 'QUARTZ90000FUTUREGF50W20' });
    expectRefusal(await submitService(t, now, { ...free, oil: 'QUARTZINEOMC35W30' }), 400, loyaltyErrors.freeOilVariant);
    expectRefusal(await submitService(t, now, { ...free, total_bottle: 2 }), 400, loyaltyErrors.freeOilQuantity);
    const res = await submitService(t, now, free);
    expect(res.json().result).toMatchObject({ oil_name: 'Quartz 9000 Future GF-5 0W-20', free_oil: true, service_date: t.clock.now().toISOString() });
  });

  it('a ceased workshop: 410, then the new workshop ID starts a new cycle and archives the pending service', async () => {
    const { mobile, token, car } = await memberWithCar();
    await t.database.db.updateTable('workshops').set({ status: 'active' }).where('workshop_id', '=', 'TJH4005').execute();
    const verified = await submitOk(t, token, service(car.guid, { workshop_id: 'TJH4005' }));
    const jhKey = await workshopKey(t, 'TJH4005');
    await workshopVerify(t, jhKey, verified);
    t.clock.advance(31 * DAY);
    let now = await freshToken(t, mobile);
    const pending = await submitOk(t, now, service(car.guid, { workshop_id: 'TJH4005', current_mileage: 26000 }));
    const oldCycle = (await get(t, '/api/loyalty', now)).json().result.vehicles[0].cycle_guid;
    await t.database.db.updateTable('workshops').set({ status: 'ceased' }).where('workshop_id', '=', 'TJH4005').execute();

    t.clock.advance(31 * DAY);
    now = await freshToken(t, mobile);
    expectRefusal(await validate(now, { workshop_id: 'TJH4005', mileage: '32000', cycle_guid: oldCycle }), 410, loyaltyErrors.workshopCeased);
    expectRefusal(await submitService(t, now, service(car.guid, { workshop_id: 'TJH4005', current_mileage: 32000 })), 410, loyaltyErrors.workshopCeased);
    expect((await submitService(t, now, service(car.guid, { workshop_id: 'TJH4005', new_workshop_id: 'TSG2001', current_mileage: 32000 }))).statusCode).toBe(200);

    const view = (await get(t, '/api/loyalty', now)).json().result.vehicles[0];
    expect(view.cycle_guid).not.toBe(oldCycle);
    expect(view.workshop_id).toBe('TSG2001');
    const check = await get(t, `/api/service/check/${pending}`, now);
    expectRefusal(check, 410, loyaltyErrors.serviceNotPending);
    expect((await get(t, `/api/vehicle/${car.guid}/cycles`, now)).json().result).toEqual([expect.objectContaining({ guid: oldCycle, status: 1 })]);
    const archived = (await get(t, `/api/cycle/${oldCycle}/services`, now)).json().result;
    expect(archived.map((s: { transaction_code: string; status: number }) => [s.transaction_code, s.status])).toEqual([[pending, 3], [verified, 1]]);
  });

  it('a rejected service counts for nothing: the car may be serviced again the same day', async () => {
    const { token, car } = await memberWithCar();
    const code = await submitOk(t, token, service(car.guid, { total_bottle: 2 }));
    expect((await post(t, `/api/workshop/service/${code}/reject`, { reason: 'Receipt unreadable' }, {})).statusCode).toBe(401);
    const rejected = await t.app.inject({ method: 'POST', url: `/api/workshop/service/${code}/reject`, headers: { 'x-workshop-key': key }, payload: { reason: 'Receipt unreadable' } });
    expect(rejected.statusCode).toBe(200);
    expectRefusal(await get(t, `/api/service/check/${code}`, token), 403, 'Receipt unreadable');
    expect((await submitService(t, token, service(car.guid, { total_bottle: 2 }))).statusCode).toBe(200);
  });
});
