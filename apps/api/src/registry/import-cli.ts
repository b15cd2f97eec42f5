import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { createRegistryWriter } from './create-writer';
import { importStockFiles } from './importer';
import { invocationPaths } from './invocation-paths';

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

const paths = invocationPaths(process.env, process.cwd(), positionals);
const config = loadConfig({ ...process.env, ...paths.env });
const handle = createDb(config.databaseUrl);
await migrateToLatest(handle.db);
await handle.destroy();

const writer = createRegistryWriter(config.databaseUrl);
try {
  const results = await importStockFiles(paths.files, {
    writer,
    force: values.force,
    batchSize: values['batch-size'] ? Number(values['batch-size']) : undefined,
    progress: true,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  const rows = results.reduce((sum, result) => sum + result.rows, 0);
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  process.stderr.write(
    `Done: ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / Math.max(seconds, 0.001))} rows/s), ` +
      `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB, ` +
      `CPU ${((process.cpuUsage().user + process.cpuUsage().system) / 1e6).toFixed(1)} s\n`,
  );
} finally {
  await writer.close();
}
