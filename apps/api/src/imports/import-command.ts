import { type AppConfig, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { invocationPaths } from './invocation-paths';

/**
 * What an import command (the company register's, the health directories') does before its
 * files: read them and the settings from where the command was typed, and bring the database to
 * the latest schema.
 */
export async function prepareImport(positionals: string[]): Promise<{ files: string[]; config: AppConfig }> {
  const paths = invocationPaths(process.env, process.cwd(), positionals);
  const config = loadConfig({ ...process.env, ...paths.env });
  const handle = createDb(config.databaseUrl);
  await migrateToLatest(handle.db);
  await handle.destroy();
  return { files: paths.files, config };
}

/** The closing line of an import: rows, time, rate, peak memory and CPU. */
export function reportImport(results: readonly { rows: number; seconds: number }[]): void {
  const rows = results.reduce((sum, result) => sum + result.rows, 0);
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  const cpu = process.cpuUsage();
  process.stderr.write(
    `Done: ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / Math.max(seconds, 0.001))} rows/s), ` +
      `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB, ` +
      `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s\n`,
  );
}
