import { parseArgs } from 'node:util';
import { prepareImport, reportImport } from '../imports/import-command';
import { createRegistryWriter } from './create-writer';
import { importStockFiles } from './importer';

// npm run registry:import -- StockUniteLegale_utf8.zip StockEtablissement_utf8.zip [--force]
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean', default: false },
    'batch-size': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help || positionals.length === 0) {
  process.stderr.write(
    'Usage: npm run registry:import -- <StockUniteLegale_utf8.(zip|csv)> <StockEtablissement_utf8.(zip|csv)> [--force] [--batch-size N]\n' +
      'Imports the INSEE SIRENE stock files into the database named by DATABASE_URL.\n' +
      'Relative paths (files, DATA_DIR, a file: DATABASE_URL) are read from the folder the command is typed in.\n' +
      'Run again, it resumes an interrupted file and skips files already imported (--force imports them again).\n',
  );
  process.exit(values.help ? 0 : 1);
}

const { files, config } = await prepareImport(positionals);

const writer = createRegistryWriter(config.databaseUrl);
try {
  const results = await importStockFiles(files, {
    writer,
    force: values.force,
    batchSize: values['batch-size'] ? Number(values['batch-size']) : undefined,
    progress: true,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  reportImport(results);
} finally {
  await writer.close();
}
