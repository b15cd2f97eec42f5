import { loadDemoFiles } from '../../../imports/import-command';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH } from './demo-lists';
import { screeningSource } from './screening-source';

// npm run screening:load-demo: loads the demo lists shipped in screening-data/ (invented persons
// and entities) into the configured database. Idempotent: a publication already imported is skipped.
await loadDemoFiles(
  screeningSource,
  [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH],
  'Demo screening lists',
);
