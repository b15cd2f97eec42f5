import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file migrated once for the run: each test file starts from a copy. */
    sqliteTemplate: string;
    /** A PostgreSQL database migrated once for the run: each test file's database is made from it. */
    pgTemplate: string;
  }
}

/**
 * Runs the migrations once per test run instead of once per test file (about 270 of them, a
 * second or more each time on PostgreSQL): the files copy the migrated database.
 */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@localhost:54329/postgres';
    const name = `test_template_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const handle = createDb(adminUrl.replace(/\/[^/]*$/, `/${name}`), { poolSize: 1 });
    await migrateToLatest(handle.db);
    await handle.destroy();
    project.provide('pgTemplate', name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'api-test-template-'));
  const file = join(dir, 'template.db');
  const handle = createDb(`file:${file}`);
  await migrateToLatest(handle.db);
  await handle.destroy();
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
