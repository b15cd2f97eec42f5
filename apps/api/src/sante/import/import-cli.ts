import { parseArgs } from 'node:util';
import { prepareImport, reportImport } from '../../imports/import-command';
import { importDirectoryFiles } from './importer';
import { createDirectoryWriter } from './writer';

// npm run sante:import -- PS_LibreAcces_Personne_activite_202611250000.txt etalab_cs1100507_stock_20261125-0433.csv
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'batch-size': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help || positionals.length === 0) {
  process.stderr.write(
    'Usage: npm run sante:import -- <PS_LibreAcces_Personne_activite_*.txt|.zip> <etalab_cs1100507_stock_*.csv> [--force] [--strict] [--batch-size N]\n' +
      "Imports the practitioners' directory (RPPS / ADELI) and the FINESS establishments into the database named by DATABASE_URL.\n" +
      'Malformed rows are skipped and counted (the first ones named by line); --strict stops at the first one instead.\n' +
      'Run again, it resumes an interrupted file and skips files already imported (--force imports them again).\n',
  );
  process.exit(values.help ? 0 : 1);
}

const { files, config } = await prepareImport(positionals);

const writer = createDirectoryWriter(config.databaseUrl);
try {
  const results = await importDirectoryFiles(files, {
    writer,
    force: values.force,
    strict: values.strict,
    batchSize: values['batch-size'] ? Number(values['batch-size']) : undefined,
    progress: true,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  reportImport(results);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await writer.close();
}
