import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages } from '@electric-sql/pglite';

/** What the Kysely dialect needs of the embedded database: queries answered one at a time, in the order sent. */
export interface EmbeddedEngine {
  query<R>(sql: string, params: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number | null }>;
}

export interface EmbeddedOpenOptions {
  /** The data folder; in memory without one. */
  dataDir?: string;
  /** A tar of a data folder to start from (`dumpDataDir`): its bytes, or the path of a file holding them. */
  loadDataDir?: Uint8Array | string;
}

interface ErrorFields {
  message: string;
  databaseError: boolean;
  fields: Record<string, unknown>;
}

type Answer = { id: number; result: unknown } | { id: number; error: ErrorFields };

const WORKER_FILE = path.join(__dirname, 'pglite-worker.mjs');

/**
 * PostgreSQL's own error as PGlite raises it (a DatabaseError with its SQLSTATE `code`, `constraint`,
 * `detail`…), rebuilt on this side: the services tell a duplicate from other failures by those fields.
 * Its stack is this thread's, which says which request's query failed.
 */
function rebuild({ message, databaseError, fields }: ErrorFields): Error {
  const err = databaseError ? new messages.DatabaseError(message, Number(fields.length ?? 0), 'error') : new Error(message);
  return Object.assign(err, fields);
}

/**
 * Embedded PGlite in a worker thread of its own (pglite-worker.mjs), so that its queries, which run
 * synchronously in WebAssembly, never stop this thread from answering other requests. Rows cross
 * between the threads as structured clones, which keep what PGlite returns: Dates, Uint8Arrays
 * (bytea), parsed JSON, numbers. The worker holds the process open only while a request is on its way.
 */
export class EmbeddedDatabase implements EmbeddedEngine {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  private nextId = 0;
  /** Why the worker is gone, once it is: every later request fails with it. */
  private gone: Error | null = null;
  private closing = false;
  private markLost!: (why: Error) => void;
  /**
   * Settles if the thread ends without being closed (PGlite aborted, memory ran out): the data
   * cannot be reached any more, and the process is best started again (main.ts).
   */
  readonly lost = new Promise<Error>((resolve) => (this.markLost = resolve));

  private readonly onMessage = (answer: Answer) => this.settle(answer);
  private readonly onError = (err: Error) => this.end(err);
  private readonly onExit = (code: number) => this.end(new Error(`The embedded database's thread ended (exit code ${code})`));

  private constructor(
    private readonly worker: Worker,
    /** The data folder on this machine's disk; null for a database in memory (or one adopted from a test's thread). */
    readonly dataDir: string | null = null,
  ) {
    worker.on('message', this.onMessage);
    worker.on('error', this.onError);
    worker.on('exit', this.onExit);
  }

  /** Starts the worker and opens PGlite in it; fails with PGlite's own error if the folder or dump does not open. */
  static async open(options: EmbeddedOpenOptions = {}): Promise<EmbeddedDatabase> {
    const worker = new Worker(WORKER_FILE, { workerData: options });
    const opening = await new Promise<{ ready: true } | { ready: false; error: ErrorFields }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (!opening.ready) {
      await worker.terminate();
      throw rebuild(opening.error);
    }
    worker.unref();
    return new EmbeddedDatabase(worker, options.dataDir ?? null);
  }

  /**
   * Takes over a thread that `release` handed back, database and data as they were left. The test
   * suite keeps one per process this way (testing/testDb.ts): opening PGlite costs most of a second.
   */
  static adopt(worker: Worker): EmbeddedDatabase {
    return new EmbeddedDatabase(worker);
  }

  /** Whether it is closed, handed over or lost: every request fails then. */
  isGone(): boolean {
    return this.gone !== null;
  }

  /** Stops using the thread without closing its database, and hands it back for `adopt`. */
  release(): Worker {
    if (this.pending.size > 0) throw new Error('The embedded database is still answering a query');
    this.gone = new Error('The embedded database was handed over');
    this.worker.off('message', this.onMessage);
    this.worker.off('error', this.onError);
    this.worker.off('exit', this.onExit);
    return this.worker;
  }

  query<R>(sql: string, params: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number | null }> {
    return this.request('query', { sql, params }) as Promise<{ rows: R[]; affectedRows: number | null }>;
  }

  /** A tar of the data folder, taken between two statements (see dumpEmbeddedDatabase). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.request('dump', {}) as Promise<Uint8Array>;
  }

  /** Closes PGlite (which writes what it must to the data folder) and ends the thread. */
  async close(): Promise<void> {
    if (this.gone) return;
    this.closing = true;
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    await this.request('close', {});
    this.gone = new Error('The embedded database is closed');
    // Held until the thread has ended: a process with nothing else to wait for would exit before.
    this.worker.ref();
    await exited;
  }

  private request(op: string, args: Record<string, unknown>): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      try {
        // Before it is listed: parameters that cannot cross (a function, say) fail here alone.
        this.worker.postMessage({ id, op, ...args });
      } catch (err) {
        reject(err);
        return;
      }
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  private settle(answer: Answer): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in answer) waiting.reject(rebuild(answer.error));
    else waiting.resolve(answer.result);
  }

  private end(why: Error): void {
    if (!this.gone && !this.closing) this.markLost(why);
    this.gone ??= why;
    for (const waiting of this.pending.values()) waiting.reject(this.gone);
    this.pending.clear();
  }
}
