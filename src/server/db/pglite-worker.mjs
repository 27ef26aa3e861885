// The embedded database's thread (embedded.ts starts it). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously in whichever thread calls it, so on the server's main thread a 100 ms
// query would hold every other request, /api/health and static files included, for 100 ms. Here it
// holds only this thread. Plain JavaScript: a worker gets no TypeScript loader from the thread that
// starts it, and loading one (tsx) costs seconds per worker on a busy machine.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, messages, parse, protocol, types } from '@electric-sql/pglite';

/**
 * Dates stay strings (YYYY-MM-DD) and bigint counts become numbers, as the pg driver is told to do
 * on PostgreSQL (database.ts): the services see the same row shapes on both databases.
 */
const parsers = {
  [types.DATE]: (value) => value,
  [types.INT8]: (value) => Number(value),
};

/**
 * An error as plain fields, which survive the trip between threads (an Error keeps only its message
 * and stack there). The failed query's parameters stay here: they may hold a password hash or a
 * member's email, and nothing on the other side needs them.
 */
function describe(err) {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (key === 'params' || key === 'queryOptions') continue;
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { message: err.message, databaseError: err instanceof messages.DatabaseError, fields };
}

async function open({ dataDir, loadDataDir }) {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([typeof loadDataDir === 'string' ? fs.readFileSync(loadDataDir) : loadDataDir]) } : {}),
    parsers,
  });
}

/**
 * Every SELECT runs as a named statement: PostgreSQL parses and plans each text once, and each later
 * call is one trip into WebAssembly (bind, execute, sync) where PGlite's own `query` makes six and
 * plans again; a status poll's query takes about half the time. Unlike on PostgreSQL
 * (preparedStatements.ts), `select *` is safe to keep here: this thread runs every statement the
 * database sees, migrations included, and forgets its names before any that could change a result.
 */
const MAX_PREPARED = 200;
const preparedStatements = new Map();
let generation = 0;

const SELECT = /^\s*select\s/i;
/**
 * Statements that cannot change what a prepared SELECT returns. Anything else (a migration, a test's
 * DISCARD ALL, a SET that could move search_path) forgets every prepared name, so none can outlive
 * the table shapes it was planned for.
 */
const PLAIN = /^\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release|lock)\b/i;

function forgetPrepared() {
  if (preparedStatements.size === 0) return;
  preparedStatements.clear();
  generation += 1;
}

function joined(...parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A parameter as PGlite's own `query` sends it: its type's serializer, else its text. */
function parameter(pglite, value, typeId) {
  if (value === null || value === undefined) return null;
  const serialize = pglite.serializers[typeId];
  return serialize ? serialize(value) : value.toString();
}

async function statementFor(pglite, sql) {
  let statement = preparedStatements.get(sql);
  if (statement) return statement;
  const name = `s${generation}_${preparedStatements.size}`;
  const { serialize } = protocol;
  const { messages: described } = await pglite.execProtocol(joined(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()), { syncToFs: false });
  statement = {
    name,
    parameterTypes: parse.parseDescribeStatementResults(described),
    rowDescription: described.find((message) => message.name === 'rowDescription') ?? null,
  };
  preparedStatements.set(sql, statement);
  return statement;
}

async function queryPrepared(pglite, sql, params) {
  return pglite.runExclusive(async () => {
    const statement = await statementFor(pglite, sql);
    const values = params.map((value, i) => parameter(pglite, value, statement.parameterTypes[i]));
    const { serialize } = protocol;
    let answered;
    try {
      answered = await pglite.execProtocol(joined(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()), { syncToFs: false });
    } catch (err) {
      // 26000: the name is gone; 0A000: its result columns changed. Prepared afresh on the next call.
      if (err?.code === '26000' || err?.code === '0A000') forgetPrepared();
      throw err;
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...answered.messages] : answered.messages;
    const [result] = parse.parseResults(described, pglite.parsers);
    return { rows: result?.rows ?? [], affectedRows: result?.affectedRows ?? null };
  });
}

const operations = {
  async query(pglite, { sql, params }) {
    if (SELECT.test(sql) && (preparedStatements.has(sql) || preparedStatements.size < MAX_PREPARED)) return queryPrepared(pglite, sql, params);
    if (!PLAIN.test(sql)) forgetPrepared();
    const result = await pglite.query(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? null };
  },
  async dump(pglite) {
    const tar = await pglite.dumpDataDir('none');
    return new Uint8Array(await tar.arrayBuffer());
  },
  async close(pglite) {
    await pglite.close();
    return null;
  },
};

let pglite;
try {
  pglite = await open(workerData);
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: describe(err) });
  parentPort.close();
}

async function answer({ id, op, ...args }) {
  try {
    const result = await operations[op](pglite, args);
    // A dump's bytes move rather than being copied: they are the whole database.
    parentPort.postMessage({ id, result }, result instanceof Uint8Array ? [result.buffer] : []);
  } catch (err) {
    parentPort.postMessage({ id, error: describe(err) });
  }
  if (op === 'close') parentPort.close();
}

if (pglite) {
  // Several queries may be on their way at once (pglite-dialect.ts): each is answered in the order it came.
  let previous = Promise.resolve();
  parentPort.on('message', (message) => {
    previous = previous.then(() => answer(message));
  });
}
