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
 * Kysely dialect for embedded PGlite (in its worker thread, embedded.ts). PGlite has a single connection, so the driver hands it out to
 * one borrower at a time: a transaction holds it until commit or rollback, and every other query waits.
 * Inside a transaction, use the transaction object, never the outer `db`, or the query waits forever.
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
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(engine: EmbeddedEngine) {
    this.connection = new PGliteConnection(engine);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).release();
  }
  async destroy(): Promise<void> {}
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
  release: () => void = () => {};
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
