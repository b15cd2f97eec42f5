import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './api';
import { tempDir } from './files';

const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, '../pg-test-server.sh');

/**
 * A PostgreSQL of the drill's own (own port and folder) with its durable settings: an
 * acknowledged commit is on disk, as in production.
 */
export async function startPostgres() {
  const env = {
    ...process.env,
    TEST_PG_PORT: String(await freePort()),
    TEST_PG_DIR: tempDir('pg'),
    PG_DURABLE: '1',
  };
  const pgCtl = async (command: 'start' | 'stop' | 'crash') =>
    (await run('bash', [SCRIPT, command], { env })).stdout.trim();
  const serverUrl = await pgCtl('start');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE faults');
  await admin.end();
  const url = serverUrl.replace(/\/[^/]*$/, '/faults');
  return {
    url,
    /** pg_ctl stop -m immediate: the server processes end at once, no checkpoint. */
    crash: () => pgCtl('crash'),
    start: () => pgCtl('start'),
    stop: () => pgCtl('stop'),
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}
