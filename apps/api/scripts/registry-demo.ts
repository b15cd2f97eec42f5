import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateRegister } from '../src/registry/demo/generate-register';

// npm run registry:demo [-- --establishments 1500 --seed 2026 --out registry-data]
// Regenerates the demo register shipped in registry-data/ (fictitious healthcare practices).
const { values } = parseArgs({
  options: {
    establishments: { type: 'string', default: '1500' },
    seed: { type: 'string', default: '2026' },
    out: { type: 'string' },
  },
});

const outDir = values.out ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'registry-data');
const result = await generateRegister({
  outDir,
  establishments: Number(values.establishments),
  seed: Number(values.seed),
  unitsFile: 'StockUniteLegale_demo.csv',
  establishmentsFile: 'StockEtablissement_demo.csv',
});
process.stderr.write(
  `${result.units} units and ${result.establishments} establishments written to ${outDir}\n`,
);
