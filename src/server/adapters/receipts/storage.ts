import type { Readable } from 'node:stream';

/**
 * Where receipt files live: on disk under `<DATA_DIR>/receipts/` (the default, disk.ts) or in an
 * S3-compatible bucket (s3.ts), outside the web root either way; they are only ever served through
 * the receipt routes, which check who asks.
 */
export interface ReceiptStorage {
  /**
   * Streams the whole of `data` under `key`; a reader never sees half a file, and on failure nothing
   * is left under it. A failure of the store itself is a `ReceiptStorageError`; an error of `data`
   * (a cut or malformed upload) is rethrown as it is.
   */
  write(key: string, data: Readable): Promise<void>;
  /** The file's content, or null when there is none under `key`. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /**
   * Every file last written before `before`: receipts (`partial: false`) and the half-written files
   * (`.partial` on disk, unfinished multipart uploads in a bucket) a write leaves behind when the
   * process dies mid-upload. For the sweep of files no row names. With `since`, only keys made from
   * that month on (a key names the month its upload began).
   */
  listWrittenBefore(before: Date, since?: Date): AsyncIterable<StoredReceiptFile>;
  /** Removes the half-written file of `key`, never the receipt itself. */
  removePartial(key: string): Promise<void>;
  /** For readiness: rejects when a store reached over the network does not answer. Disk has none. */
  check?(): Promise<void>;
  /**
   * Bytes free where uploads are written on this node (the receipts folder, or a bucket's spool
   * folder), for readiness and metrics; absent for a store that has no such place.
   */
  freeBytes?(): Promise<number>;
}

/**
 * Below this much free space a receipt (up to 10 MB) may not fit, with room to spare for the
 * embedded database beside it: readiness reports the node full before uploads start failing.
 */
export const MIN_FREE_BYTES = 32 * 1024 * 1024;

/** Whether a store's failure is a full disk (or a spent quota) anywhere down its causes. */
export function isStorageFull(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  }
  return false;
}

export interface StoredReceiptFile {
  key: string;
  partial: boolean;
  writtenAt: Date;
}

/**
 * The store failed (disk full, bucket unreachable, credentials refused), as opposed to the upload it
 * was given: the caller answers a 500 for the one and a 400 for the other.
 */
export class ReceiptStorageError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`Receipt storage could not ${operation} ${key}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ReceiptStorageError';
  }
}

export function isReceiptStorageError(err: unknown): err is ReceiptStorageError {
  return err instanceof ReceiptStorageError;
}

/** Runs one of the store's own operations; whatever fails in it is the store's failure, not the upload's. */
export async function asStoreOperation<T>(operation: string, key: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new ReceiptStorageError(operation, key, err);
  }
}

/** Keys are made by the server ('2026/03/<uuid>'); anything else is refused so nothing else can be addressed. */
export const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

export function assertReceiptKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a receipt key: ${key}`);
}

export function receiptKey(now: Date, id: string): string {
  return `${monthOf(now)}/${id}`;
}

/** 'YYYY/MM': the start of every key made that month, and where a listing `since` it begins. */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Which side of a write failed first. When the store fails, the stream machinery destroys the source
 * with the store's error too (and the other way round), and an uploader may fail again cleaning up
 * after a source that broke: only the first error says whose it was.
 */
export function watchFailures(source: NodeJS.EventEmitter) {
  let first: { side: 'source' | 'store'; error: unknown } | undefined;
  source.on('error', (error: unknown) => (first ??= { side: 'source', error }));
  return {
    /** Watches the store's side (a write stream) and hands it back. */
    store<T extends NodeJS.EventEmitter>(emitter: T): T {
      emitter.on('error', (error: unknown) => (first ??= { side: 'store', error }));
      return emitter;
    },
    /** What to throw for `err`: the source's own error when the source broke first, else a storage error. */
    blame(operation: string, key: string, err: unknown): unknown {
      return first?.side === 'source' ? first.error : new ReceiptStorageError(operation, key, err);
    },
  };
}
