import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';

/**
 * The pool's end resolves before its connections have finished closing; dropping the database
 * then would terminate them, and a closing client has no error listener left. Waits (briefly)
 * until the server has seen them go.
 */
async function waitForConnectionsToClose(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if ((rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A freshly migrated database for one test file: SQLite in a temporary folder by default,
 * or a new PostgreSQL database when TEST_DATABASE=postgres (TEST_PG_URL names the server).
 */
export async function createTestDb(
  options: { migrate?: boolean } = {},
): Promise<DbHandle & { url: string; dataDir: string }> {
  const migrate = options.migrate ?? true;
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@localhost:54329/postgres';
    const name = `test_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // The run's migrated template when there is one (the global set-up), else migrated here; an
    // unmigrated database for the tests of the migrations themselves.
    const template = migrate ? inject('pgTemplate') : undefined;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
    const handle = createDb(url, { poolSize: 5 });
    if (migrate && !template) await migrateToLatest(handle.db);
    return {
      ...handle,
      url,
      dataDir,
      destroy: async () => {
        await handle.destroy();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await waitForConnectionsToClose(cleanup, name);
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = `file:${join(dataDir, 'test.db')}`;
  const template = migrate ? inject('sqliteTemplate') : undefined;
  if (template) copyFileSync(template, join(dataDir, 'test.db'));
  const handle = createDb(url);
  if (migrate && !template) await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    dataDir,
    destroy: async () => {
      await handle.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
