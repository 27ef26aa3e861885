import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, post, verifiedMember } from '../../testing/accounts';
import { addVehicle, newPlate } from '../../testing/loyalty';
import { loyaltyErrors } from '../../../shared/contract/loyalty';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const car = (overrides: object = {}) => ({ model_brand: 'Proton', model_name: 'Saga', plate_number: newPlate(), year_manufactured: '2020', mileage: '0', ...overrides });

describe('POST /api/vehicle', () => {
  it('adds the vehicle with its plate upper-case and without spaces, form-encoded or JSON', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await post(t, '/api/vehicle', car({ plate_number: ' wxa  1234 ' }), { token: tokens.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      cycle_guid: null,
      model_brand: 'Proton',
      model_name: 'Saga',
      plate_number: 'WXA1234',
      year_manufactured: '2020',
      workshop_id: '',
      workshop_name: '',
      oil: '',
      oil_code: '',
      cycle_oil_type: 0,
      free_oil: [],
      paid_bottles: 0,
      next_mileage: 0,
      next_service_date: '0001-01-01',
      services: [],
      start_date: { Valid: false, Time: '0001-01-01' },
      expiry_date: { Valid: false, Time: '0001-01-01' },
      cycle_start_date: '0001-01-01',
      cycle_expiry_date: '0001-01-01',
    });
    const json = await post(t, '/api/vehicle', { ...car(), year_manufactured: 2015, mileage: 0 }, { token: tokens.access_token, json: true });
    expect(json.json().result.year_manufactured).toBe('2015');
    const list = (await get(t, '/api/loyalty', tokens.access_token)).json().result;
    expect(list.vehicles.map((v: { plate_number: string }) => v.plate_number)).toContain('WXA1234');
    expect(list.max_vehicles).toBe(4);
  });

  it('takes an Others brand and model as free text, and no year', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await post(t, '/api/vehicle', car({ model_brand: 'Tata', model_name: 'Nexon EV', year_manufactured: '' }), { token: tokens.access_token });
    expect(res.json().result).toMatchObject({ model_brand: 'Tata', model_name: 'Nexon EV', year_manufactured: '' });
    const other = await post(t, '/api/vehicle', car({ model_brand: 'Proton', model_name: 'Tiara' }), { token: tokens.access_token });
    expect(other.json().result.model_name).toBe('Tiara');
  });

  it.each([
    [{ model_brand: '' }, '*Please select a vehicle brand'],
    [{ model_name: '' }, '*Model is required'],
    [{ model_brand: 'XY' }, '*Brand must be at least 3 characters'],
    [{ model_name: 'Xy' }, '*Model must be at least 3 characters'],
    [{ plate_number: 'W' }, '*Please enter a valid car plate number'],
    [{ plate_number: 'WXY-123' }, '*Please enter a valid car plate number'],
    [{ year_manufactured: '1950' }, '*Please select a valid year of manufacture'],
  ])('refuses %j with the shared rule message', async (overrides, error) => {
    const { tokens } = await verifiedMember(t);
    const res = await post(t, '/api/vehicle', car(overrides), { token: tokens.access_token });
    expect(res.json()).toEqual({ status_code: 400, result: null, error });
  });

  it('keeps the mileage the car is registered with, and refuses one that is not a mileage', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await post(t, '/api/vehicle', car({ mileage: '50000' }), { token: tokens.access_token });
    const stored = await t.database.db.selectFrom('vehicles').select('registered_mileage').where('guid', '=', res.json().result.guid).executeTakeFirstOrThrow();
    expect(stored.registered_mileage).toBe(50000);
    const bad = await post(t, '/api/vehicle', car({ mileage: '-5' }), { token: tokens.access_token });
    expect(bad.json()).toEqual({ status_code: 400, result: null, error: '*Please enter a valid mileage' });
  });

  it('refuses a plate another member registered: 409', async () => {
    const first = await verifiedMember(t);
    const second = await verifiedMember(t);
    const plate = newPlate();
    await addVehicle(t, first.tokens.access_token, { plate_number: plate });
    const res = await post(t, '/api/vehicle', car({ plate_number: plate.toLowerCase().replace(/(\d)/, ' $1') }), { token: second.tokens.access_token });
    expect(res.json()).toEqual({ status_code: 409, result: null, error: 'This plate number is already registered' });
  });

  it('refuses a fifth car with the careline message: 403, also when added at once', async () => {
    const { tokens } = await verifiedMember(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => post(t, '/api/vehicle', car(), { token: tokens.access_token })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.json()).toEqual({ status_code: 403, result: null, error: loyaltyErrors.vehicleLimit });
    }
  });

  it('needs a bearer token', async () => {
    expect((await post(t, '/api/vehicle', car())).statusCode).toBe(401);
  });
});
