import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_DIR, DEMO_ESTABLISHMENTS_FILE, DEMO_PRACTITIONERS_FILE } from '../src/sante/demo/demo-files';
import { generateDirectories } from '../src/sante/demo/generate-directories';

// npm run sante:demo [-- --rows 1200 --seed 2026]
// Regenerates the demo health directories shipped in sante-data/ (invented people), placed at
// the practices of the demo company register in registry-data/.
const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1200' }, seed: { type: 'string', default: '2026' } },
});
const registryDir = join(DEMO_DIR, '..', 'registry-data');
const result = await generateDirectories({
  outDir: DEMO_DIR,
  practitionersFile: DEMO_PRACTITIONERS_FILE,
  establishmentsFile: DEMO_ESTABLISHMENTS_FILE,
  rows: Number(values.rows),
  seed: Number(values.seed),
  register: {
    units: join(registryDir, 'StockUniteLegale_demo.csv'),
    establishments: join(registryDir, 'StockEtablissement_demo.csv'),
  },
});
process.stderr.write(
  `${result.practitioners} practitioners and ${result.establishments} establishments written to ${DEMO_DIR}\n`,
);
