/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, `pg_terminate_backend`, a full connection table), as opposed to a query it refused.
 * Such a request is answered 503: nothing of it was committed unless the loss came after COMMIT.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code === DISK_FULL_ERRNO || code.startsWith('08'))) return true;
  if (typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** The socket's own failures: nothing answers, or the connection was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server going away or not taking connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up, shutting down, in recovery), too_many_connections; class 08,
 * connection exceptions, is matched by its prefix. And the limits every serving connection carries
 * (db/database.ts, DatabaseLimits): query_canceled (statement_timeout), lock_not_available
 * (lock_timeout; the app never asks NOWAIT, and SKIP LOCKED does not raise it) and
 * idle_in_transaction_session_timeout: the request may be sent again once the lock is gone.
 * And disk_full: the database's disk (the embedded database's is DATA_DIR) took no more; nothing was
 * committed, and readiness names the full disk (receipt_space) until there is room again.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03', '25P03', '53100']);
/** A file write refused for want of space, as Node reports it from the embedded database's files. */
const DISK_FULL_ERRNO = 'ENOSPC';

/** node-postgres says these without a code. */
const CLIENT_MESSAGES = [
  // 'Connection terminated unexpectedly', '… due to connection timeout'
  /^Connection terminated/,
  // The pool's connectionTimeoutMillis ran out (no free connection, or connecting took too long).
  /^timeout exceeded when trying to connect$/,
  // A client whose connection failed, used again (Kysely's ROLLBACK after the query that failed).
  /is not queryable$/,
];
