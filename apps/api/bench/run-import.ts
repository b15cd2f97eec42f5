import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The closing line of an import command, and its figures. */
export interface ImportRun {
  line: string;
  rows: number;
  seconds: number;
  rate: number;
  peakMb: number;
  /** CPU seconds of every thread of the import: the figure a busy machine does not change. */
  cpu: number;
  /** Everything the command wrote, for the lines a source adds after the import's. */
  output: string;
}

/**
 * Runs a source's import command (`src/…/import-cli.ts`) in its own process on a database;
 * `nodeArgs` go to that process's node (a CPU profile: `--cpu-prof`).
 */
export function runImport(
  command: string,
  databaseUrl: string,
  files: readonly string[],
  nodeArgs: readonly string[] = [],
): Promise<ImportRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', command, ...files], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      const done =
        /Done: (\d+) rows in ([\d.]+) s \((\d+) rows\/s\), peak memory (\d+) MB, CPU ([\d.]+) s/.exec(output);
      if (code !== 0 || !done) reject(new Error(`import failed:\n${output.slice(-2000)}`));
      else
        resolve({
          line: done[0],
          rows: Number(done[1]),
          seconds: Number(done[2]),
          rate: Number(done[3]),
          peakMb: Number(done[4]),
          cpu: Number(done[5]),
          output,
        });
    });
  });
}
