import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { openEmbedded } from './database';
import { migrateToLatest } from './migrate';

/** A refusal the person restoring reads; nothing on disk was changed. */
export class RestoreError extends Error {}

export interface RestoreOptions {
  /** A backup from `npm run ops -- backup` (a gzipped tar of the embedded database's folder). */
  file: string;
  /** The server's DATA_DIR: the database goes to `<dataDir>/pgdata`. */
  dataDir: string;
  /** Replace a database already there (it is kept aside, renamed). */
  force?: boolean;
  now?: Date;
}

export interface RestoreResult {
  database: string;
  /** Where the replaced database was moved, if there was one. */
  previous: string | null;
  /** Migrations the restored database was brought up to date with. */
  applied: string[];
  members: number;
}

const BLOCK = 512;
const REQUIRED = ['PG_VERSION', 'global/pg_control'];

const notBackup = (why: string) => new RestoreError(`This is not a complete database backup: ${why}. Nothing was changed.`);

/** A NUL-ended text field of a tar header. */
const field = (header: Buffer, start: number, length: number) => header.subarray(start, start + length).toString('latin1').replace(/\0.*$/s, '');

/** The header's checksum counts its own field as spaces. */
function checksumHolds(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
  return parseInt(field(header, 148, 8).trim(), 8) === sum;
}

/**
 * Walks the tar's headers to its end-of-archive block: a file cut short, or anything but a tar of a
 * PostgreSQL data folder, is refused before anything on disk is touched.
 */
function checkTar(tar: Buffer): void {
  const names = new Set<string>();
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > tar.length) throw notBackup('it ends before the archive does (cut short?)');
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (!checksumHolds(header)) throw notBackup(names.size === 0 ? 'it is not a tar archive' : 'the archive is damaged');
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) throw notBackup('the archive is damaged');
    const prefix = field(header, 345, 155);
    names.add(`${prefix ? `${prefix}/` : ''}${field(header, 0, 100)}`.replace(/^\.?\/+/, ''));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  const missing = REQUIRED.filter((name) => !names.has(name));
  if (missing.length > 0) throw notBackup(`it holds no PostgreSQL data folder (${missing.join(', ')} missing)`);
}

/** The tar inside a backup file (gzipped, as the server writes it, or plain). */
export function readBackup(bytes: Buffer): Buffer {
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = zlib.gunzipSync(bytes);
    } catch {
      throw notBackup('its compressed data is cut short or damaged');
    }
  }
  checkTar(tar);
  return tar;
}

/** Loads the tar into `folder` the way the server opens a database, and brings it up to date once. */
async function openAndMigrate(folder: string, tar: Buffer): Promise<{ applied: string[]; members: number }> {
  const opened = await openEmbedded({ dataDir: folder, loadDataDir: new Uint8Array(tar.buffer, tar.byteOffset, tar.length) });
  try {
    const applied = await migrateToLatest(opened.db);
    const row = await opened.db.selectFrom('members').select(sql<number>`count(*)::int`.as('members')).executeTakeFirstOrThrow();
    return { applied, members: row.members };
  } finally {
    await opened.close();
  }
}

const isEmptyFolder = (folder: string) => fs.readdirSync(folder).length === 0;

/**
 * Restores a backup into `<dataDir>/pgdata` while no server runs. The backup is checked, then loaded
 * and migrated in a folder beside the database; only once it has opened does the database it
 * replaces move aside (renamed, never deleted) and the restored one take its place.
 * Receipt files are not in a backup: they are copied into `<dataDir>/receipts` separately.
 */
export async function restoreBackup({ file, dataDir, force = false, now = new Date() }: RestoreOptions): Promise<RestoreResult> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new RestoreError(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const tar = readBackup(bytes);

  const target = path.join(dataDir, 'pgdata');
  // PGlite writes this lock file while it has the folder open and removes it on close; it does not
  // stop a second PGlite from opening the folder, so it is checked here.
  if (fs.existsSync(path.join(target, 'postmaster.pid'))) {
    throw new RestoreError(
      `${target} is in use: postmaster.pid is there while a server has the database open. Stop the server and run the restore again. ` +
        'If no server is running (it was killed), delete that file first. Nothing was changed.',
    );
  }
  if (fs.existsSync(path.join(target, 'PG_VERSION')) && !force) {
    throw new RestoreError(`${target} already holds a database. Add --force to replace it (it is kept aside, renamed, not deleted). Nothing was changed.`);
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, 'pgdata.restoring-'));
  let checked;
  try {
    checked = await openAndMigrate(staging, tar);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new RestoreError(`The backup did not open as a database: ${err instanceof Error ? err.message : String(err)}. Nothing was changed.`);
  }

  let previous: string | null = null;
  if (fs.existsSync(target)) {
    if (isEmptyFolder(target)) fs.rmdirSync(target);
    else {
      previous = path.join(dataDir, `pgdata.before-restore-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`);
      fs.renameSync(target, previous);
    }
  }
  fs.renameSync(staging, target);
  return { database: target, previous, ...checked };
}
