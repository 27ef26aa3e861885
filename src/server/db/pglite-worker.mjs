// The embedded database's thread (embedded.ts starts it). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously in whichever thread calls it, so on the server's main thread a 100 ms
// query would hold every other request, /api/health and static files included, for 100 ms. Here it
// holds only this thread. Plain JavaScript: a worker gets no TypeScript loader from the thread that
// starts it, and loading one (tsx) costs seconds per worker on a busy machine.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, messages, types } from '@electric-sql/pglite';

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

const operations = {
  async query(pglite, { sql, params }) {
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

if (pglite) {
  parentPort.on('message', async ({ id, op, ...args }) => {
    try {
      const result = await operations[op](pglite, args);
      // A dump's bytes move rather than being copied: they are the whole database.
      parentPort.postMessage({ id, result }, result instanceof Uint8Array ? [result.buffer] : []);
    } catch (err) {
      parentPort.postMessage({ id, error: describe(err) });
    }
    if (op === 'close') parentPort.close();
  });
}
