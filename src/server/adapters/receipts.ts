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
  /**
   * Every file last written before `before`: receipts (`partial: false`) and the `.partial` files a
   * write leaves behind when the process dies mid-upload. For the sweep of files no row names.
   * With `since`, only keys made from that month on (a key names the month its upload began).
   */
  listWrittenBefore(before: Date, since?: Date): AsyncIterable<StoredReceiptFile>;
  /** Removes the half-written file of `key`, never the receipt itself. */
  removePartial(key: string): Promise<void>;
}

export interface StoredReceiptFile {
  key: string;
  partial: boolean;
  writtenAt: Date;
}

/** Keys are made by the server ('2026/03/<uuid>'); anything else is refused so no path can escape. */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;
const PARTIAL_SUFFIX = '.partial';

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
      const partial = `${file}${PARTIAL_SUFFIX}`;
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
    async *listWrittenBefore(before, since) {
      const first = since ? receiptKey(since, '').slice(0, 7) : '';
      for (const year of await namesIn(root, /^\d{4}$/)) {
        for (const month of await namesIn(path.join(root, year), /^\d{2}$/)) {
          if (`${year}/${month}` < first) continue;
          const folder = path.join(root, year, month);
          for (const name of await namesIn(folder, /^[0-9a-f-]{36}(\.partial)?$/)) {
            const stat = await fs.promises.stat(path.join(folder, name)).catch(() => null);
            if (!stat?.isFile() || stat.mtime.getTime() >= before.getTime()) continue;
            const partial = name.endsWith(PARTIAL_SUFFIX);
            yield { key: `${year}/${month}/${partial ? name.slice(0, -PARTIAL_SUFFIX.length) : name}`, partial, writtenAt: stat.mtime };
          }
        }
      }
    },
    async removePartial(key) {
      await fs.promises.rm(`${fileOf(key)}${PARTIAL_SUFFIX}`, { force: true });
    },
  };
}

/** The names in a folder that match, sorted; none when the folder is missing (nothing stored yet). */
async function namesIn(folder: string, pattern: RegExp): Promise<string[]> {
  try {
    return (await fs.promises.readdir(folder)).filter((name) => pattern.test(name)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
