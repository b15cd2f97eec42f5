import { loadConfig } from '../config';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const handle = createDb(config.databaseUrl);
try {
  const applied = await migrateToLatest(handle.db);
  console.info(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.destroy();
}
