import pg from 'pg';
import { prepareSelects } from './preparedStatements';

/** Needs PostgreSQL: it runs in CI's PostgreSQL pass (DATABASE_URL); PGlite has no named statements to speak of. */
const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('SELECTs that name their columns run as prepared statements', () => {
  let client: pg.Client;
  const preparedTexts = async () =>
    (await client.query({ text: 'SELECT statement FROM pg_prepared_statements ORDER BY statement', values: [] })).rows.map((row) => row.statement as string);

  beforeEach(async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    prepareSelects(client as unknown as pg.PoolClient);
  });
  afterEach(() => client.end());

  it('prepares a SELECT once per connection and answers each call with its own values', async () => {
    const text = 'select $1::int + 1 as next';
    expect((await client.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect((await client.query(text, [41])).rows).toEqual([{ next: 42 }]);
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves writes and `select *` unnamed, since a column a migration adds would change their result', async () => {
    await client.query('create temporary table cars (plate text)', []);
    await client.query('insert into cars (plate) values ($1)', ['WXY1234']);
    expect((await client.query('select * from cars where plate = $1', ['WXY1234'])).rows).toEqual([{ plate: 'WXY1234' }]);
    expect(await preparedTexts()).toEqual([]);
  });

  it('prepares a statement afresh after a migration changed a selected column under it', async () => {
    await client.query('create temporary table cycles (bottles int)', []);
    await client.query('insert into cycles (bottles) values (3)', []);
    const text = 'select bottles from cycles where bottles is not null and $1::int = 1';
    expect((await client.query(text, [1])).rows).toEqual([{ bottles: 3 }]);
    await client.query('alter table cycles alter column bottles type text', []);
    // PostgreSQL refuses the plan it cached once; the connection then drops that name.
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(text, [1])).rows).toEqual([{ bottles: '3' }]);
  });
});
