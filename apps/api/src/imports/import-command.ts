import { parseArgs } from 'node:util';
import { type AppConfig, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { createImportWriter } from './create-writer';
import type { ImportSource } from './import-source';
import { type ImportOptions, type ImportResult, importFiles } from './importer';
import { invocationPaths } from './invocation-paths';

/** What a source's import command says of itself in its help. */
export interface CommandWords {
  /** The command and the files it takes. */
  usage: string;
  /** What it imports. */
  summary: string;
}

const OPTIONS_HELP =
  'Relative paths (files, DATA_DIR, a file: DATABASE_URL) are read from the folder the command is typed in.\n' +
  'Malformed rows are skipped and counted (the first ones named by line); --strict stops at the first one instead.\n' +
  'Run again, it resumes an interrupted file and skips files already imported (--force imports them again).\n';

/**
 * A source's import command (`npm run registry:import`, `npm run sante:import`): files and
 * settings read from where it was typed, the database brought to the latest schema, the files
 * imported with a progress bar, then the closing line; a failure is one line and exit code 1.
 */
/**
 * Runs a source's import command; the files' results (empty when the import failed, its error
 * written), and the configuration, for what the source does after an import.
 */
export async function runImportCommand(
  source: ImportSource,
  words: CommandWords,
): Promise<{ config: AppConfig; results: ImportResult[] }> {
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
      `Usage: ${words.usage} [--force] [--strict] [--batch-size N]\n${words.summary}\n${OPTIONS_HELP}`,
    );
    process.exit(values.help ? 0 : 1);
  }
  const paths = invocationPaths(process.env, process.cwd(), positionals);
  const config = loadConfig({ ...process.env, ...paths.env });
  const results = await importInto(config, source, paths.files, {
    force: values.force,
    strict: values.strict,
    batchSize: values['batch-size'] ? Number(values['batch-size']) : undefined,
    progress: true,
    log: (message) => process.stderr.write(`${message}\n`),
  }).catch((error: unknown): ImportResult[] => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
    return [];
  });
  if (results.length > 0) reportImport(results);
  return { config, results };
}

/**
 * A source's demo loader (`npm start` runs them): the files shipped with the product into the
 * configured database. Idempotent: files already imported are skipped in a few milliseconds.
 */
export async function loadDemoFiles(source: ImportSource, files: readonly string[], label: string) {
  const results = await importInto(loadConfig(), source, files, {});
  const loaded = results.filter((result) => result.status !== 'skipped');
  process.stderr.write(
    loaded.length === 0
      ? `${label} already loaded.\n`
      : `${label} loaded: ${loaded.map((r) => `${r.rows} ${r.kind}`).join(', ')}.\n`,
  );
}

/** Imports files into the configured database, brought to the latest schema first. */
async function importInto(
  config: AppConfig,
  source: ImportSource,
  files: readonly string[],
  options: Omit<ImportOptions, 'writer'>,
): Promise<ImportResult[]> {
  const handle = createDb(config.databaseUrl);
  await migrateToLatest(handle.db);
  await handle.destroy();
  const writer = createImportWriter(config.databaseUrl, source.store);
  try {
    return await importFiles(source, files, { ...options, writer });
  } finally {
    await writer.close();
  }
}

/** The closing line of an import: rows, time, rate, peak memory and CPU. */
function reportImport(results: readonly { rows: number; seconds: number }[]): void {
  const rows = results.reduce((sum, result) => sum + result.rows, 0);
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  const cpu = process.cpuUsage();
  process.stderr.write(
    `Done: ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / Math.max(seconds, 0.001))} rows/s), ` +
      `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB, ` +
      `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s\n`,
  );
}
