import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { createRegistryWriter } from './create-writer';
import { importStockFiles } from './importer';

// npm run registry:load-demo: loads the demo register shipped in registry-data/ into the
// configured database. Idempotent: files already imported are skipped in a few milliseconds.
const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'registry-data');
const files = [join(dataDir, 'StockUniteLegale_demo.csv'), join(dataDir, 'StockEtablissement_demo.csv')];

const config = loadConfig();
const handle = createDb(config.databaseUrl);
await migrateToLatest(handle.db);
await handle.destroy();

const writer = createRegistryWriter(config.databaseUrl);
try {
  const results = await importStockFiles(files, { writer });
  const loaded = results.filter((result) => result.status !== 'skipped');
  process.stderr.write(
    loaded.length === 0
      ? 'Demo company register already loaded.\n'
      : `Demo company register loaded: ${loaded.map((r) => `${r.rows} ${r.kind}`).join(', ')}.\n`,
  );
} finally {
  await writer.close();
}
