import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { asStoreOperation, assertReceiptKey, monthOf, watchFailures, ReceiptStorageError, type ReceiptStorage } from './storage';

const PARTIAL_SUFFIX = '.partial';

/** Receipts as files under `root`, one folder per month: the embedded default. */
export function createDiskReceiptStorage(root: string): ReceiptStorage {
  const fileOf = (key: string) => {
    assertReceiptKey(key);
    return path.join(root, key);
  };
  return {
    async write(key, data) {
      const file = fileOf(key);
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}${PARTIAL_SUFFIX}`;
      const failures = watchFailures(data);
      let out: fs.WriteStream | undefined;
      try {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
        await pipeline(data, failures.store(out));
        await fs.promises.rename(partial, file);
      } catch (err) {
        data.destroy();
        // An upload that fails at once (a second file, a cut-off body) can fail while the file is
        // still being opened: removed before the stream has closed, it would appear just after.
        if (out && !out.closed) await once(out, 'close').catch(() => {});
        // A partial file that cannot even be removed is left to the retention sweep.
        await fs.promises.rm(partial, { force: true }).catch(() => {});
        throw failures.blame('write', key, err);
      }
    },
    async freeBytes() {
      await fs.promises.mkdir(root, { recursive: true });
      const stats = await fs.promises.statfs(root);
      return stats.bavail * stats.bsize;
    },
    async read(key) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new ReceiptStorageError('read', key, err);
      }
    },
    async remove(key) {
      const file = fileOf(key);
      await asStoreOperation('remove', key, () => fs.promises.rm(file, { force: true }));
    },
    async *listWrittenBefore(before, since) {
      const first = since ? monthOf(since) : '';
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
      const file = fileOf(key);
      await asStoreOperation('remove the partial file of', key, () => fs.promises.rm(`${file}${PARTIAL_SUFFIX}`, { force: true }));
    },
  };
}

/** The names in a folder that match, sorted; none when the folder is missing (nothing stored yet). */
async function namesIn(folder: string, pattern: RegExp): Promise<string[]> {
  try {
    return (await fs.promises.readdir(folder)).filter((name) => pattern.test(name)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ReceiptStorageError('list', folder, err);
  }
}
