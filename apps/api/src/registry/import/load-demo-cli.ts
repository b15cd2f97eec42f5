import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDemoFiles } from '../../imports/import-command';
import { sireneSource } from './sirene-source';

// npm run registry:load-demo: loads the demo register shipped in registry-data/ into the
// configured database. Idempotent: files already imported are skipped in a few milliseconds.
const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'registry-data');
await loadDemoFiles(
  sireneSource,
  [join(dataDir, 'StockUniteLegale_demo.csv'), join(dataDir, 'StockEtablissement_demo.csv')],
  'Demo company register',
);
