import path from 'node:path';
import { loadConfig } from '../../../config';
import { restoreBackup, RestoreError } from './restore';

const usage = `Usage: npm run restore -- <backup file> [--force]

Restores a backup made by \`npm run ops -- backup\` into DATA_DIR/pgdata (the same environment as the
server). The server must be stopped. --force replaces a database already there; it is kept aside.`;

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const files = argv.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: this server runs on PostgreSQL, restored with pg_restore (see the README), not with this command.');
    return 2;
  }
  const result = await restoreBackup({ file: files[0], dataDir: config.dataDir, force });
  const applied = result.applied.length > 0 ? `; brought up to date with ${result.applied.join(', ')}` : '';
  console.log(`Restored ${files[0]} into ${result.database}: ${result.members} member(s)${applied}.`);
  if (result.previous) console.log(`The database it replaced is kept in ${result.previous}: delete it once the restored one is checked.`);
  console.log(`Receipt files are not in a backup: copy the receipts saved with it into ${path.join(config.dataDir, 'receipts')} before starting the server.`);
  return 0;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof RestoreError ? err.message : err instanceof Error ? err.stack : err);
    process.exit(1);
  });
