import { createTestApp, type TestApp } from '../../testing/testApp';
import { post, registration } from '../../testing/accounts';
import { accountErrors } from '../../../shared/contract/accounts';
import { seedWorkshops } from '../../db/seedWorkshops';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The seed itself is under test here; every other file makes the workshops it needs.
  await seedDatabase(t.database.db, t.clock.now());
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
    expect(await seedDatabase(t.database.db, t.clock.now())).toEqual({ workshopsAdded: 0 });
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

  it('registration refuses a workshop’s number, ceased workshops included', async () => {
    for (const mobile of ['60391315588', '60342566674']) {
      const res = await post(t, '/api/user', registration(mobile));
      expect(res.json()).toEqual({ status_code: 400, result: null, error: accountErrors.notEndConsumer });
    }
  });
});
