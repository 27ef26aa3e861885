import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, post, registration, verifiedMember } from '../../testing/accounts';
import { addVehicle, submitOk } from '../../testing/loyalty';
import { accountErrors } from '../../../shared/contract/accounts';
import { seedWorkshops, workshopsToSeed } from '../../db/seedWorkshops';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The seed itself is under test here; every other file makes the workshops it needs.
  await seedDatabase(t.database.db, t.clock.now(), 'development');
});
afterAll(() => t.close());

describe('workshops', () => {
  it('the seed covers Peninsular Malaysia with 40 or more workshops, Quartz Auto Care and others, one ceased', () => {
    const listed = seedWorkshops.filter((w) => w.listed !== false);
    expect(listed.length).toBeGreaterThanOrEqual(40);
    expect(new Set(listed.map((w) => w.state))).toEqual(
      new Set(['Kuala Lumpur', 'Selangor', 'Pulau Pinang', 'Johor', 'Perak', 'Negeri Sembilan', 'Melaka', 'Pahang', 'Kedah', 'Kelantan', 'Terengganu']),
    );
    expect(listed.some((w) => w.tqac_workshop)).toBe(true);
    expect(listed.some((w) => !w.tqac_workshop)).toBe(true);
    expect(listed.some((w) => w.status === 'ceased')).toBe(true);
    expect(new Set(seedWorkshops.map((w) => w.workshop_id)).size).toBe(seedWorkshops.length);
  });

  it('seeding again adds nothing and keeps what operators changed', async () => {
    await t.database.db.updateTable('workshops').set({ name: 'Renamed' }).where('workshop_id', '=', 'KD9001').execute();
    expect(await seedDatabase(t.database.db, t.clock.now(), 'development')).toEqual({ workshopsAdded: 0 });
    const row = await t.database.db.selectFrom('workshops').select('name').where('workshop_id', '=', 'KD9001').executeTakeFirstOrThrow();
    expect(row.name).toBe('Renamed');
  });

  it('GET /api/workshop/active lists active workshops for the locator, without the test workshops', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/workshop/active' });
    expect(res.statusCode).toBe(200);
    const list = res.json().result as { workshop_id: string }[];
    const ids = list.map((w) => w.workshop_id);
    expect(ids).not.toContain('8888');
    expect(ids).not.toContain('9999');
    expect(ids).not.toContain('SG2009');
    expect(ids).toContain('SG2010');
    expect(list.find((w) => w.workshop_id === 'KL1001')).toEqual({
      id: expect.any(Number),
      workshop_id: 'KL1001',
      workshop_name: 'Quartz Auto Care Cheras',
      workshop_address: '12, Jalan Cerdas, Taman Connaught, 56000 Cheras, Kuala Lumpur',
      latitude: '3.0829',
      longitude: '101.7362',
      mobile_number: '60391315588',
      tqac_workshop: true,
    });
    expect(list.find((w) => w.workshop_id === 'SG2010')).toMatchObject({ latitude: '', longitude: '' });
  });

  it.each([
    ['KL1001', 200],
    ['kl1001', 200],
    ['8888', 200],
    ['9999', 200],
    ['SG2009', 404],
    ['NOPE99', 404],
    ['x', 404],
  ])('GET /api/service/check_workshop/%s: %i', async (id, status) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/service/check_workshop/${id}` });
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json().error).toBe('Please enter a valid workshop ID!');
    else expect(res.json().result.workshop_id).toBe(id.toUpperCase());
  });

  it('the internal test workshops 8888 and 9999 are seeded outside production only', () => {
    const ids = (env: 'development' | 'production' | 'test') => workshopsToSeed(env).map((w) => w.workshop_id);
    expect(ids('production')).not.toContain('8888');
    expect(ids('production')).not.toContain('9999');
    expect(ids('development')).toEqual(expect.arrayContaining(['8888', '9999']));
    expect(ids('test')).toEqual(expect.arrayContaining(['8888', '9999']));
  });

  it('a member is never told a test workshop\'s name: the check answers its ID with no name', async () => {
    const test = await t.app.inject({ method: 'GET', url: '/api/service/check_workshop/8888' });
    expect(test.json().result).toEqual({ workshop_id: '8888', workshop_name: '' });
    const partner = await t.app.inject({ method: 'GET', url: '/api/service/check_workshop/KL1001' });
    expect(partner.json().result).toEqual({ workshop_id: 'KL1001', workshop_name: 'Quartz Auto Care Cheras' });
  });

  it("a car serviced at a test workshop shows its ID on the member's card and services, never its name", async () => {
    const { tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: '8888', current_mileage: 10000, oil: 'QUARTZINEOHTC5W30', total_bottle: 1 });
    const vehicle = (await get(t, '/api/loyalty', tokens.access_token)).json().result.vehicles[0];
    expect(vehicle).toMatchObject({ workshop_id: '8888', workshop_name: '' });
    expect(vehicle.services.map((service: { workshop_name: string }) => service.workshop_name)).toEqual(['']);
    expect(JSON.stringify(vehicle)).not.toMatch(/Internal Test Workshop/);
  });

  it('registration refuses a workshop’s number, ceased workshops included', async () => {
    for (const mobile of ['60391315588', '60342566674']) {
      const res = await post(t, '/api/user', registration(mobile));
      expect(res.json()).toEqual({ status_code: 400, result: null, error: accountErrors.notEndConsumer });
    }
  });
});
