import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Archiver, ArchiverOptions } from 'archiver';
import type { ApiContext } from '../../context';
import { copyEmbeddedDataDir, dumpEmbeddedDatabase } from '../../db/database';
import { ApiError, conflict } from '../../http/errors';
import { isStorageFull } from '../../adapters/receipts';
import { writeAudit } from '../audit/store';

export const backupMessages = {
  notEmbedded: 'This server runs on PostgreSQL: back it up with pg_dump (or the provider’s snapshots), not through the operator API',
  diskFull: 'The disk is full: the backup needs room for a second copy of the database beside it',
} as const;

export interface DatabaseBackup {
  /** The gzipped tar, made as it is read: the database is never held whole in memory. */
  stream: Readable;
  filename: string;
}

/** archiver, loaded on the first backup asked for; version 7 exports a factory (see export.ts). */
async function createArchive(format: 'tar', options: ArchiverOptions): Promise<Archiver> {
  const archiverModule = await import('archiver');
  return (archiverModule as unknown as { default: (format: 'tar', options?: ArchiverOptions) => Archiver }).default(format, options);
}

/** Every folder and file under `root`, folders first, as PGlite's own dump lists them (empty folders too). */
async function* entriesOf(root: string, folder = ''): AsyncGenerator<{ name: string; file: string; folder: boolean; size: number }> {
  for (const entry of await fs.promises.readdir(path.join(root, folder), { withFileTypes: true })) {
    const name = folder ? `${folder}/${entry.name}` : entry.name;
    const file = path.join(root, name);
    if (entry.isDirectory()) {
      yield { name, file, folder: true, size: 0 };
      yield* entriesOf(root, name);
    } else if (entry.isFile()) {
      yield { name, file, folder: false, size: (await fs.promises.stat(file)).size };
    }
  }
}

/**
 * A copy of the embedded database taken by the server that owns it (nothing else may open the data
 * folder while it runs). The data folder is copied file by file beside it, between two transactions,
 * and that copy is streamed as a gzipped tar and removed once sent: memory stays bounded whatever the
 * database's size, and a disk too full for the copy refuses the backup instead of the process running
 * out of memory. A database in memory (tests, development) is dumped as before. Receipt files are not
 * in it: they are kept beside the database.
 */
export async function takeBackup(ctx: ApiContext, operator: string): Promise<DatabaseBackup> {
  const now = ctx.clock.now();
  const filename = `loyalty-backup-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;
  const copied = await copyEmbeddedDataDir(ctx.db).catch((err: unknown) => {
    throw isStorageFull(err) ? new ApiError(507, backupMessages.diskFull) : err;
  });
  if (copied === null) throw conflict(backupMessages.notEmbedded);
  if (copied === 'in memory') {
    const data = (await dumpEmbeddedDatabase(ctx.db))!;
    await writeAudit(ctx.db, { actor: operator, action: 'database.backup', details: { bytes: data.length }, at: now });
    return { stream: Readable.from([data]), filename };
  }
  const snapshot = copied.folder;
  const removeSnapshot = () => void fs.promises.rm(snapshot, { recursive: true, force: true }).catch(() => {});
  let archive: Archiver;
  let bytes = 0;
  let files = 0;
  try {
    archive = await createArchive('tar', { gzip: true, gzipOptions: { level: 6 } });
    // Removed once sent, or once the download breaks off.
    archive.on('end', removeSnapshot);
    archive.on('error', removeSnapshot);
    archive.on('close', removeSnapshot);
    for await (const entry of entriesOf(snapshot)) {
      // Named as PGlite's dumpDataDir names them, so `npm run restore` loads either.
      if (entry.folder) {
        archive.append(Buffer.alloc(0), { name: `/${entry.name}/`, type: 'directory' });
      } else {
        archive.file(entry.file, { name: `/${entry.name}` });
        files += 1;
        bytes += entry.size;
      }
    }
    void archive.finalize();
    await writeAudit(ctx.db, { actor: operator, action: 'database.backup', details: { files, bytes }, at: now });
  } catch (err) {
    removeSnapshot();
    throw err;
  }
  return { stream: archive as unknown as Readable, filename };
}
