import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL client program: the newest server's own (Debian keeps each version's under
 * /usr/lib/postgresql/<version>/bin; pg_dump must be as new as the server), else the one on PATH.
 */
export function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const program = join(root, version, 'bin', name);
      if (existsSync(program)) return program;
    }
  }
  return name;
}

/**
 * Runs a client program on the database its URL names; the
 * URL's password (if any) goes through the environment, never on a command line others can read.
 */
export async function runPostgresProgram(name: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return run(postgresProgram(name), [...args, `--dbname=${parsed.toString()}`], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}
