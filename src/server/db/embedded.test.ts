import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { dumpEmbeddedTar, openEmbedded, type OpenedDatabase } from './database';
import { EmbeddedDatabase, type EmbeddedEngine } from './embedded';
import { PGliteDialect } from './pglite-dialect';

/**
 * The embedded database in its worker thread answers as PGlite did on the main thread: the same row
 * shapes, the same errors, one connection that a transaction holds. Tables here are the test's own.
 */
// Several tests start a whole database of their own (PostgreSQL in WebAssembly, from the suite's
// dump): on a 2-core machine running the browser journeys beside them, that alone can take 30 s.
jest.setTimeout(90_000);

describe('the embedded database in its worker thread', () => {
  let root: string;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-embedded-'));
    // On disk, as the server runs it, from the run's migrated dump.
    opened = await openEmbedded({ dataDir: path.join(root, 'pgdata'), loadDataDir: process.env.TEST_PGLITE_DUMP! });
    await sql`
      CREATE TABLE probe (id int PRIMARY KEY, day date, photo bytea, answers jsonb, big int8, at timestamptz, note text UNIQUE)
    `.execute(opened.db);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);
  beforeEach(() => sql`TRUNCATE probe`.execute(opened.db));

  it('returns dates as text, bigints as numbers, bytea as bytes, json parsed and timestamps as Dates', async () => {
    const at = new Date('2026-11-25T08:30:00.123Z');
    const written = await sql<Record<string, unknown>>`
      INSERT INTO probe (id, day, photo, answers, big, at)
      VALUES (1, ${'2026-02-28'}, ${Buffer.from([0, 1, 254, 255])}, ${JSON.stringify({ oil: 'INEO', rank: [1, 2] })}, ${9_007_199_254_740_991n}, ${at})
      RETURNING *
    `.execute(opened.db);
    expect(written.numAffectedRows).toBe(1n);
    const { rows } = await sql<Record<string, unknown>>`SELECT *, count(*) OVER () AS total FROM probe`.execute(opened.db);
    expect(rows).toEqual([
      { id: 1, day: '2026-02-28', photo: new Uint8Array([0, 1, 254, 255]), answers: { oil: 'INEO', rank: [1, 2] }, big: 9_007_199_254_740_991, at, total: 1, note: null },
    ]);
    expect(Object.prototype.toString.call(rows[0].photo)).toBe('[object Uint8Array]');
    expect(Object.prototype.toString.call(rows[0].at)).toBe('[object Date]');
  });

  it('fails a duplicate with PostgreSQL’s code, constraint and message, and without the parameters', async () => {
    await sql`INSERT INTO probe (id, note) VALUES (1, ${'secret@example.com'})`.execute(opened.db);
    const failure = await sql`INSERT INTO probe (id, note) VALUES (2, ${'secret@example.com'})`.execute(opened.db).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      message: 'duplicate key value violates unique constraint "probe_note_key"',
      code: '23505',
      severity: 'ERROR',
      table: 'probe',
      constraint: 'probe_note_key',
      detail: 'Key (note)=(…) already exists.',
    });
    expect(failure).not.toHaveProperty('params');
    expect(failure).not.toHaveProperty('queryOptions');
    expect(JSON.stringify(failure)).not.toContain('secret@example.com');
  });

  it('answers a SELECT that names its columns, run as a prepared statement, with the same row shapes', async () => {
    const at = new Date('2026-11-25T08:30:00.123Z');
    await sql`INSERT INTO probe (id, day, photo, answers, big, at) VALUES (1, ${'2026-02-28'}, ${Buffer.from([7])}, ${'{"a":1}'}, ${42}, ${at})`.execute(opened.db);
    const select = () => sql<Record<string, unknown>>`SELECT id, day, photo, answers, big, at, note FROM probe WHERE id = ${1} AND at = ${at}`.execute(opened.db);
    // The first call prepares the statement, the next ones bind it: every one answers alike.
    for (let call = 0; call < 3; call++) {
      expect((await select()).rows).toEqual([{ id: 1, day: '2026-02-28', photo: new Uint8Array([7]), answers: { a: 1 }, big: 42, at, note: null }]);
    }
    expect((await sql`SELECT id FROM probe WHERE id = ${2}`.execute(opened.db)).rows).toEqual([]);
  });

  it('prepares a SELECT afresh once a migration changed what it returns', async () => {
    await sql`CREATE TABLE reshaped (id int PRIMARY KEY, mileage int)`.execute(opened.db);
    try {
      await sql`INSERT INTO reshaped VALUES (1, 45210)`.execute(opened.db);
      const select = () => sql<{ mileage: unknown }>`SELECT mileage FROM reshaped WHERE id = ${1}`.execute(opened.db);
      expect((await select()).rows).toEqual([{ mileage: 45210 }]);
      await sql`ALTER TABLE reshaped ALTER COLUMN mileage TYPE text`.execute(opened.db);
      expect((await select()).rows).toEqual([{ mileage: '45210' }]);
      const everything = () => sql`SELECT * FROM reshaped`.execute(opened.db);
      expect((await everything()).rows).toEqual([{ id: 1, mileage: '45210' }]);
      await sql`ALTER TABLE reshaped ADD COLUMN plate text`.execute(opened.db);
      expect((await everything()).rows).toEqual([{ id: 1, mileage: '45210', plate: null }]);
      // DISCARD ALL (the test suite's reset between files) drops every prepared name.
      await sql`DISCARD ALL`.execute(opened.db);
      expect((await select()).rows).toEqual([{ mileage: '45210' }]);
    } finally {
      await sql`DROP TABLE reshaped`.execute(opened.db);
    }
  });

  it('fails a prepared SELECT with PostgreSQL’s error, inside a transaction too, and goes on answering', async () => {
    const select = (id: string, db = opened.db) => sql`SELECT id FROM probe WHERE id = ${id}::int`.execute(db);
    await expect(select('one')).rejects.toMatchObject({ message: 'invalid input syntax for type integer: "one"', code: '22P02' });
    expect((await select('1')).rows).toEqual([]);
    const failure = await opened.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO probe (id) VALUES (1)`.execute(trx);
        await select('one', trx);
      })
      .catch((err: unknown) => err);
    expect(failure).toMatchObject({ code: '22P02' });
    expect((await select('1')).rows).toEqual([]);
  });

  it('fails bad SQL with its SQLSTATE, and goes on answering', async () => {
    const failure = await sql`SELEC 1`.execute(opened.db).catch((err: unknown) => err);
    expect(failure).toMatchObject({ message: 'syntax error at or near "SELEC"', code: '42601' });
    const failed = await sql`SELECT 1 / ${0} AS x`.execute(opened.db).catch((err: unknown) => err);
    expect(failed).toMatchObject({ message: 'division by zero', code: '22012' });
    expect((await sql<{ x: number }>`SELECT 2 AS x`.execute(opened.db)).rows).toEqual([{ x: 2 }]);
  });

  it('lets a transaction hold the single connection: a query from outside waits for its commit', async () => {
    const seen: string[] = [];
    let outside: Promise<unknown> | undefined;
    await opened.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO probe (id) VALUES (1)`.execute(trx);
      outside = sql<{ n: number }>`SELECT count(*)::int AS n FROM probe`.execute(opened.db).then(({ rows }) => seen.push(`outside saw ${rows[0].n}`));
      // Many round trips to the worker while the outside query is queued: it must not slip in.
      for (let i = 2; i <= 5; i++) await sql`INSERT INTO probe (id) VALUES (${i})`.execute(trx);
      seen.push('commit');
    });
    await outside;
    expect(seen).toEqual(['commit', 'outside saw 5']);
  });

  it('begins a transaction only once the queries asked for before it have been answered', async () => {
    const inserts = Array.from({ length: 5 }, (_, i) => sql`INSERT INTO probe (id) VALUES (${100 + i})`.execute(opened.db));
    let lateSent!: () => void;
    const sent = new Promise<void>((resolve) => (lateSent = resolve));
    // A borrower that took the connection before the transaction, and sends its query once the
    // inserts are answered: by then a transaction that did not wait for it would have begun.
    const late = opened.db.connection().execute(async (connection) => {
      await Promise.all(inserts);
      const insert = sql`INSERT INTO probe (id) VALUES (200)`.execute(connection);
      lateSent();
      await insert;
    });
    const failure = await opened.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO probe (id) VALUES (1)`.execute(trx);
        // Open until the borrower's query is on its way, had it slipped in.
        await sent;
        throw new Error('changed my mind');
      })
      .catch((err: Error) => err.message);
    await Promise.all([...inserts, late]);
    expect(failure).toBe('changed my mind');
    // Had an outside insert run inside the transaction, its rollback would have taken it too.
    const { rows } = await sql<{ id: number }>`SELECT id FROM probe ORDER BY id`.execute(opened.db);
    expect(rows.map((row) => row.id)).toEqual([100, 101, 102, 103, 104, 200]);
  });

  it('sends queries outside a transaction to the thread together, and a transaction’s one at a time', async () => {
    const engine = await EmbeddedDatabase.open({ loadDataDir: process.env.TEST_PGLITE_DUMP! });
    let inFlight = 0;
    let most = 0;
    const counting: EmbeddedEngine = {
      async query(text, params) {
        most = Math.max(most, ++inFlight);
        try {
          return await engine.query(text, params);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(counting) });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => sql<{ n: number }>`SELECT ${i}::int AS n`.execute(db)));
      expect(answers.map(({ rows }) => rows[0].n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(most).toBeGreaterThan(1);
      most = 0;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 3; i++) await sql`SELECT 1`.execute(trx);
      });
      expect(most).toBe(1);
    } finally {
      await db.destroy();
      await engine.close();
    }
  });

  it('rolls a failed transaction back whole', async () => {
    const failure = await opened.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO probe (id) VALUES (1)`.execute(trx);
        await sql`INSERT INTO probe (id) VALUES (1)`.execute(trx);
      })
      .catch((err: unknown) => err);
    expect(failure).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM probe`.execute(opened.db)).rows).toEqual([{ n: 0 }]);
  });

  it('runs a query without holding this thread: the query ends only once this thread has written a file', async () => {
    // The query loops until the file appears in its data folder; only this thread writes it. Were the
    // query run on this thread, the write could never happen and the test would time out.
    const signal = path.join(root, 'pgdata', 'go-on');
    const query = sql`
      DO $$ BEGIN WHILE pg_stat_file('go-on', true) IS NULL LOOP PERFORM pg_sleep(0.01); END LOOP; END $$
    `.execute(opened.db);
    await new Promise((resolve) => setImmediate(resolve));
    fs.writeFileSync(signal, 'now');
    await query;
    fs.rmSync(signal);
  });

  it('copies itself into a dump that opens as a database with the same rows', async () => {
    await sql`INSERT INTO probe (id, note) VALUES (7, 'kept')`.execute(opened.db);
    const tar = await dumpEmbeddedTar(opened.db);
    const copy = await openEmbedded({ loadDataDir: tar! });
    try {
      expect((await sql`SELECT id, note FROM probe`.execute(copy.db)).rows).toEqual([{ id: 7, note: 'kept' }]);
    } finally {
      await copy.close();
    }
  });

  it('says when its thread ends by itself, and fails every later query with why', async () => {
    const engine = await EmbeddedDatabase.open({ loadDataDir: process.env.TEST_PGLITE_DUMP! });
    // As if PGlite had aborted: the thread is gone without being closed.
    await engine['worker'].terminate();
    const why = await engine.lost;
    expect(why.message).toBe("The embedded database's thread ended (exit code 1)");
    await expect(engine.query('SELECT 1', [])).rejects.toBe(why);
    await engine.close();
  });

  it('is not lost when closed, and refuses queries after', async () => {
    const engine = await EmbeddedDatabase.open({ loadDataDir: process.env.TEST_PGLITE_DUMP! });
    await engine.close();
    const lost = await Promise.race([engine.lost, Promise.resolve('not lost')]);
    expect(lost).toBe('not lost');
    await expect(engine.query('SELECT 1', [])).rejects.toThrow('The embedded database is closed');
  });
});
