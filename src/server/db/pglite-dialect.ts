import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { redactDetail } from '../logging';
import type { EmbeddedEngine } from './embedded';
import type { DatabaseLimits } from './limits';

/**
 * What a caller whose statement passed its deadline gets: PostgreSQL's own statement_timeout error
 * (SQLSTATE 57014), which the app answers 503. PGlite has no timer that could interrupt a statement
 * (its WebAssembly runs to the end: `SET statement_timeout` is accepted and ignored), so the deadline
 * is the caller's: the request is answered at once, while the thread finishes the statement and then
 * goes on with the next; a transaction cut so is rolled back once it has.
 */
export class StatementTimeout extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

/** Waiting for the single connection past the bound: the pool's own words on PostgreSQL, answered 503 alike. */
export class ConnectionWaitTimeout extends Error {
  constructor() {
    super('timeout exceeded when trying to connect');
  }
}

/** Settles as `work` does, or rejects with `timeout()` past `ms` (0: no bound). */
function within<T>(work: Promise<T>, ms: number, timeout: () => Error): Promise<T> {
  if (!ms) return work;
  let timer: NodeJS.Timeout;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeout()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Kysely dialect for embedded PGlite (in its worker thread, embedded.ts). PGlite has a single
 * connection. Queries outside a transaction share it: each goes to the database's thread as soon as
 * it is asked for, and the thread answers them in order, so it has the next one waiting instead of
 * idling while this thread handles an answer. A transaction needs the connection alone: it begins
 * once every query sent outside it has been answered, and queries asked for meanwhile wait for its
 * commit or rollback. Inside a transaction, use the transaction object, never the outer `db`, or the
 * query waits forever.
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly engine: EmbeddedEngine,
    private readonly limits?: Pick<DatabaseLimits, 'statementTimeoutMs' | 'connectTimeoutMs'>,
  ) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.engine, this.limits?.statementTimeoutMs ?? 0, this.limits?.connectTimeoutMs ?? 0);
  }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  /** Borrowers that may send queries outside a transaction right now. */
  private sharing = new Set<PGliteConnection>();
  private whenNoneSharing: (() => void) | null = null;
  /** Transactions, one after another: each settles when the one before it has ended. */
  private transactions: Promise<void> = Promise.resolve();
  /** Settles when the transaction holding the connection ends; null while none does. */
  private held: Promise<void> | null = null;

  constructor(
    private readonly engine: EmbeddedEngine,
    private readonly statementTimeoutMs: number,
    private readonly waitMs: number,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // A transaction holding the connection past the bound: this request hears so (503) and stops waiting.
    if (this.held) await within(this.whenFree(), this.waitMs, () => new ConnectionWaitTimeout());
    const connection = new PGliteConnection(this.engine, this.statementTimeoutMs);
    this.sharing.add(connection);
    return connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    const connection = conn as PGliteConnection;
    // Waiting for its turn, this borrower sends nothing: the others need not wait for it.
    this.stopSharing(connection);
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const previous = this.transactions;
    this.transactions = previous.then(() => ended);
    try {
      await within(previous, this.waitMs, () => new ConnectionWaitTimeout());
    } catch (err) {
      // Its turn is given up: the queue goes on past it as soon as the transaction ahead ends.
      end();
      throw err;
    }
    this.held = ended;
    connection.endTransaction = () => {
      if (this.held === ended) this.held = null;
      end();
    };
    if (this.sharing.size > 0) await new Promise<void>((resolve) => (this.whenNoneSharing = resolve));
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const connection = conn as PGliteConnection;
    this.stopSharing(connection);
    // Also when BEGIN or COMMIT failed: the next transaction and the waiting queries go on.
    connection.endTransaction();
  }
  async destroy(): Promise<void> {}

  private async whenFree(): Promise<void> {
    while (this.held) await this.held;
  }

  private stopSharing(connection: PGliteConnection): void {
    if (!this.sharing.delete(connection) || this.sharing.size > 0 || !this.whenNoneSharing) return;
    const resolve = this.whenNoneSharing;
    this.whenNoneSharing = null;
    resolve();
  }
}

/**
 * PGlite hangs the failed query's parameters on its error (a new password hash, a member's email),
 * and any log of the error would print them; the worker leaves them behind, and this makes sure. The SQL
 * text stays: its values are all parameters.
 * The detail quotes row values ('Key (email)=(…)'), as PostgreSQL's own errors do; the logger's
 * error serializer redacts those on both databases, this is for whatever else reads the error.
 */
function withoutParameters(err: unknown): unknown {
  if (err && typeof err === 'object') {
    const e = err as Record<string, unknown>;
    delete e.params;
    delete e.queryOptions;
    if (typeof e.detail === 'string') e.detail = redactDetail(e.detail);
  }
  return err;
}

class PGliteConnection implements DatabaseConnection {
  /** Ends the transaction this borrower holds, if it holds one. */
  endTransaction: () => void = () => {};
  constructor(
    private readonly engine: EmbeddedEngine,
    private readonly statementTimeoutMs: number,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    let result;
    try {
      result = await within(this.engine.query<R>(compiledQuery.sql, compiledQuery.parameters), this.statementTimeoutMs, () => new StatementTimeout());
    } catch (err) {
      throw withoutParameters(err);
    }
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && affected !== null ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}
