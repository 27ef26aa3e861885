import { loadConfig } from '../../../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

async function main() {
  const config = loadConfig();
  const opened = await openDatabase(config);
  try {
    const applied = await migrateToLatest(opened.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await opened.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
