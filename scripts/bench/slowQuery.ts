/**
 * Loaded into the benchmarked server only (NODE_OPTIONS=--require, by embedded.ts), never by the
 * product: a query given SLOW_QUERY_MARKER as a parameter first holds the embedded database for
 * SLOW_QUERY_MS in a pg_sleep, in the same connection, as a slow query on a large table would. The
 * status poll passes the transaction code it is asked about as a parameter, so polling the marker
 * is a real request through the real route that spends 200 ms in the database.
 */
import { EmbeddedDatabase } from '../../src/server/db/embedded';

export const SLOW_QUERY_MARKER = 'SLOWQUERY0';
export const SLOW_QUERY_MS = 200;

const query = EmbeddedDatabase.prototype.query;
EmbeddedDatabase.prototype.query = async function slowWhenMarked<R>(this: EmbeddedDatabase, sql: string, params: readonly unknown[]) {
  if (params.includes(SLOW_QUERY_MARKER)) await query.call(this, `SELECT pg_sleep(${SLOW_QUERY_MS / 1000})`, []);
  return query.call(this, sql, params) as Promise<{ rows: R[]; affectedRows: number | null }>;
};
