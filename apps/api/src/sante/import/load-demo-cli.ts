import { loadConfig } from '../../config';
import { createDb } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';
import { DEMO_ESTABLISHMENTS_PATH, DEMO_PRACTITIONERS_PATH } from '../demo/demo-files';
import { importDirectoryFiles } from './importer';
import { createDirectoryWriter } from './writer';

// npm run sante:load-demo: loads the demo directories shipped in sante-data/ (invented people and
// establishments) into the configured database. Idempotent: files already imported are skipped.
const config = loadConfig();
const handle = createDb(config.databaseUrl);
await migrateToLatest(handle.db);
await handle.destroy();

const writer = createDirectoryWriter(config.databaseUrl);
try {
  const results = await importDirectoryFiles([DEMO_PRACTITIONERS_PATH, DEMO_ESTABLISHMENTS_PATH], { writer });
  const loaded = results.filter((result) => result.status !== 'skipped');
  process.stderr.write(
    loaded.length === 0
      ? 'Demo health directories already loaded.\n'
      : `Demo health directories loaded: ${loaded.map((r) => `${r.rows} ${r.kind}`).join(', ')}.\n`,
  );
} finally {
  await writer.close();
}
