import { sql } from 'kysely';
import type { OpenedDatabase } from './database';
import { compiledOnce } from './compiledOnce';
import { createTestDb } from '../testing/testDb';

describe('a query compiled once', () => {
  let opened: OpenedDatabase;
  beforeEach(async () => {
    opened = await createTestDb();
  });
  afterEach(() => opened?.close());

  it('runs the text it compiled first with each call’s own values, constants kept', async () => {
    const builds = jest.fn();
    const workshop = compiledOnce((db, id: string, active: boolean) => {
      builds();
      return db.selectFrom('workshops').select(['workshop_id']).where('workshop_id', '=', id).where('listed', '=', true).where(sql<boolean>`${active}::boolean`);
    });
    await sql`INSERT INTO workshops (workshop_id, name, address, state, mobile_number, created_at, updated_at) VALUES ('T0001', 'One', '', '', '', now(), now()), ('T0002', 'Two', '', '', '', now(), now())`.execute(opened.db);
    expect(await workshop(opened.db, 'T0001', true)).toEqual([{ workshop_id: 'T0001' }]);
    expect(await workshop(opened.db, 'T0002', true)).toEqual([{ workshop_id: 'T0002' }]);
    expect(await workshop(opened.db, 'T0002', false)).toEqual([]);
    expect(builds).toHaveBeenCalledTimes(1);
  });

  it('refuses a builder that leaves an argument out of the query’s values', async () => {
    const careless = compiledOnce((db, id: string) => db.selectFrom('workshops').select(['workshop_id']).where('workshop_id', '=', id === 'x' ? 'x' : 'y'));
    await expect(careless(opened.db, 'T0001')).rejects.toThrow('compiledOnce: every argument must reach the query as a parameter, once or more');
  });
});
