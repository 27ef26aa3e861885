/**
 * Bounds on every statement of a serving database, so that a locked table or a stuck transaction
 * costs the requests that need it a 503 within seconds instead of holding the pool (and every other
 * request) for as long as the lock lasts. In milliseconds; 0 turns one off.
 */
export interface DatabaseLimits {
  /** A statement running longer is cancelled (PostgreSQL's statement_timeout; on PGlite, the caller's deadline). */
  statementTimeoutMs: number;
  /** A statement waiting longer for a lock gives up (lock_timeout; PostgreSQL only). */
  lockTimeoutMs: number;
  /** A transaction left idle longer is ended with its connection (idle_in_transaction_session_timeout; PostgreSQL only). */
  idleInTransactionTimeoutMs: number;
  /** How long a request waits for a connection: a free pool client on PostgreSQL, the single connection on PGlite. */
  connectTimeoutMs: number;
}
