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
  constructor(private readonly engine: EmbeddedEngine) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.engine);
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

  constructor(private readonly engine: EmbeddedEngine) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.held) await this.held;
    const connection = new PGliteConnection(this.engine);
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
    await previous;
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
  constructor(private readonly engine: EmbeddedEngine) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    let result;
    try {
      result = await this.engine.query<R>(compiledQuery.sql, compiledQuery.parameters);
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
