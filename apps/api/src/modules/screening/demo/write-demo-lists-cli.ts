import { dirname } from 'node:path';
import { DEMO_NATIONAL_REGISTER_PATH } from '../import/demo-lists';
import { writeDemoLists } from './write-demo-lists';

// npm run screening:demo -w apps/api: writes the demo lists shipped in screening-data/ again from
// their invented entries (demo-entries.ts), in the two official layouts.
const folder = dirname(DEMO_NATIONAL_REGISTER_PATH);
await writeDemoLists(folder);
process.stderr.write(`Demo screening lists written to ${folder}\n`);
