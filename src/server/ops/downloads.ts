import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** What a command that saves the answer to a file prints once it is there. */
export interface Saved {
  file: string;
  bytes: number;
}

export const downloadUsage = `  backup <file>                               save a backup of the embedded database (restore: npm run restore <file>)
  members:export <mobile_number> [<file>]     save everything held about a member as a zip (PDPA access request)`;

function size(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`;
}

/** Where `members:export` saves without a file named: the number and today's date. */
export const exportFileName = (mobile: string) => `member-${mobile}-${new Date().toISOString().slice(0, 10)}.zip`;

export const backupSaved = (file: string, saved: Saved) =>
  `Backup written to ${file}: ${size(saved.bytes)}.\n` +
  `Receipt files are not in it: copy DATA_DIR/receipts alongside. Restore with: npm run restore ${file}`;

export const exportSaved = (mobile: string, file: string, saved: Saved) =>
  `Member ${mobile}'s data written to ${file}: ${size(saved.bytes)}. It holds personal data: send it to the member only.`;

/**
 * Writes the answer beside the file and renames it once complete, so a cut download never looks like
 * a backup. Readable by its owner only: it holds personal data.
 */
export async function saveDownload(file: Readable, to: string): Promise<Saved> {
  const partial = `${to}.partial`;
  try {
    await pipeline(file, fs.createWriteStream(partial, { mode: 0o600 }));
    await fs.promises.rename(partial, to);
  } catch (err) {
    await fs.promises.rm(partial, { force: true });
    throw err;
  }
  return { file: to, bytes: (await fs.promises.stat(to)).size };
}
