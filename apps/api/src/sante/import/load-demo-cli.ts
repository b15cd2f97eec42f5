import { loadDemoFiles } from '../../imports/import-command';
import { DEMO_ESTABLISHMENTS_PATH, DEMO_PRACTITIONERS_PATH } from '../demo/demo-files';
import { directorySource } from './directory-source';

// npm run sante:load-demo: loads the demo directories shipped in sante-data/ (invented people and
// establishments) into the configured database. Idempotent: files already imported are skipped.
await loadDemoFiles(
  directorySource,
  [DEMO_PRACTITIONERS_PATH, DEMO_ESTABLISHMENTS_PATH],
  'Demo health directories',
);
