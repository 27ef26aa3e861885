import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where receipt files live. The default keeps them on disk under `<DATA_DIR>/receipts/`, outside the
 * web root; they are only ever served through the receipt routes, which check who asks.
 */
export interface ReceiptStorage {
  /** Writes the whole stream under `key`; on failure nothing is left under it. */
  write(key: string, data: Readable): Promise<void>;
  /** The file's content, or null when there is none under `key`. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the server ('2026/03/<uuid>'); anything else is refused so no path can escape. */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

export function receiptKey(now: Date, id: string): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}/${month}/${id}`;
}

export function createDiskReceiptStorage(root: string): ReceiptStorage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a receipt key: ${key}`);
    return path.join(root, key);
  };
  return {
    async write(key, data) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      try {
        await pipeline(data, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await fs.promises.rename(partial, file);
      } catch (err) {
        await fs.promises.rm(partial, { force: true });
        throw err;
      }
    },
    async read(key) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
