import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../../../config';
import { systemClock, type Clock } from '../adapters/clock';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ApiError } from '../http/errors';
import { createFirstAdministrator } from '../modules/careline/auth/enrolment';
import type { OpsIo } from './client';

export const firstAdminUsage = `Usage: npm run ops -- careline:first-admin <email>

Makes the careline's first administrator and prints their one-time enrolment link. It talks to the
database itself, with the server's settings (DATABASE_URL or DATA_DIR), not to the server: no call of
the API can make an administrator. It is refused once the console has an active administrator. On the
embedded database, stop the server first (it holds the data folder alone).`;

export interface FirstAdminDeps {
  config?: Config;
  clock?: Clock;
  open?: (config: Config) => Promise<OpenedDatabase>;
}

/**
 * `npm run ops -- careline:first-admin <email>`. Why the database and not a bootstrap call: a call
 * allowed "while no administrator exists" can be won by whoever reaches a new deployment first;
 * the database's credentials (or the data folder) are held only by whoever runs the deployment.
 */
export async function runFirstAdmin(args: string[], env: Record<string, string | undefined>, io: OpsIo, deps: FirstAdminDeps = {}): Promise<number> {
  if (args.length !== 1 || args[0].startsWith('-')) {
    io.err(firstAdminUsage);
    return 2;
  }
  const config = deps.config ?? loadConfig(env);
  if (!config.databaseUrl && !deps.open && fs.existsSync(path.join(config.dataDir, 'pgdata', 'postmaster.pid'))) {
    io.err(`The server is running on ${config.dataDir} (or stopped without closing it): stop it, run this again, then start it.`);
    return 1;
  }
  const opened = await (deps.open ?? ((c: Config) => openDatabase(c)))(config);
  try {
    await migrateToLatest(opened.db);
    const made = await createFirstAdministrator(opened.db, config.publicUrl, args[0], (deps.clock ?? systemClock).now());
    io.out(
      `${made.email} is the careline's first administrator. Their one-time enrolment link (until ${made.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC):\n` +
        `${made.link}\n` +
        'Send it to them only: whoever opens it first enrols. They then invite everyone else from the console.',
    );
    return 0;
  } catch (err) {
    if (err instanceof ApiError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  } finally {
    await opened.close();
  }
}
