import type { ApiContext } from '../../context';
import { dumpEmbeddedDatabase } from '../../db/database';
import { conflict } from '../../http/errors';
import { writeAudit } from '../audit/store';

export const backupMessages = {
  notEmbedded: 'This server runs on PostgreSQL: back it up with pg_dump (or the provider’s snapshots), not through the operator API',
} as const;

export interface DatabaseBackup {
  data: Buffer;
  filename: string;
}

/**
 * A copy of the embedded database taken by the server that owns it (nothing else may open the data
 * folder while it runs). Receipt files are not in it: they are kept beside the database.
 */
export async function takeBackup(ctx: ApiContext, operator: string): Promise<DatabaseBackup> {
  const data = await dumpEmbeddedDatabase(ctx.db);
  if (!data) throw conflict(backupMessages.notEmbedded);
  const now = ctx.clock.now();
  await writeAudit(ctx.db, { actor: `ops:${operator}`, action: 'database.backup', details: { bytes: data.length }, at: now });
  return { data, filename: `loyalty-backup-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz` };
}
