import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/create-db';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createDeps } from '../../src/deps';
import { createWorkerWatch } from '../../src/observability/workers';
import type { App } from '../../src/types';
import { createTestDb } from '../helpers/test-db';
import { freePort } from './ops-kit';

/**
 * The API on a database migrated up to `migration` (all of them by default), with a worker watch;
 * `unreachable`: its queries go to a PostgreSQL port nobody listens on, as a server that is down.
 */
async function probedApp(options: { migration?: string; now?: () => number; unreachable?: boolean } = {}) {
  const testDb = await createTestDb({ migrate: options.migration === undefined });
  if (options.migration) await migrateTo(testDb.db, options.migration);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, DATABASE_URL: testDb.url });
  let deps = await createDeps(config, testDb, systemClock);
  if (options.unreachable) {
    const down = createDb(`postgres://nobody@127.0.0.1:${await freePort()}/none`, { poolSize: 1 });
    deps = { ...deps, db: down.db };
  }
  const workers = createWorkerWatch(options.now);
  const app: App = await buildApp(deps, { workers });
  await app.ready();
  return { app, workers, testDb };
}

const get = async (app: App, url: string) => {
  const answer = await app.inject({ method: 'GET', url });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
};

describe('liveness and readiness', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('is live and ready on a current database with its workers running; /health stays as it was', async () => {
    let now = 1_000_000;
    const { app, workers, testDb } = await probedApp({ now: () => now });
    closing.push(async () => {
      await app.close();
      await testDb.destroy();
    });
    expect(await get(app, '/health')).toEqual({
      status: 200,
      body: { status: 'ok', database: testDb.engine },
    });
    expect(await get(app, '/health/live')).toEqual({ status: 200, body: { status: 'live' } });

    // The process's worker is expected: until it starts, the process is not ready.
    workers.expect('status-reports');
    const starting = await get(app, '/health/ready');
    expect(starting.status).toBe(503);
    expect(starting.body.problems).toEqual(['worker status-reports not started']);

    workers.started('status-reports', 5000);
    expect(await get(app, '/health/ready')).toEqual({
      status: 200,
      body: {
        status: 'ready',
        database: 'ok',
        engine: testDb.engine,
        pending_migrations: 0,
        workers: { 'status-reports': 'running' },
        problems: [],
      },
    });

    // A worker whose loop stopped ticking: not ready; sweeping again: ready.
    now += 3 * 5000 + 30_001;
    const late = await get(app, '/health/ready');
    expect(late.status).toBe(503);
    expect(late.body.problems).toEqual(['worker status-reports late']);
    await workers.sweep('status-reports', async () => {
      expect((await get(app, '/health/ready')).body.workers).toEqual({ 'status-reports': 'sweeping' });
    });
    expect((await get(app, '/health/ready')).status).toBe(200);

    workers.stopped('status-reports');
    expect((await get(app, '/health/ready')).body.problems).toEqual(['worker status-reports stopped']);
  });

  it('is not ready while migrations of this build are not applied, and ready once they are', async () => {
    const { app, testDb } = await probedApp({ migration: '2026-11-28-800-first-transfer-confirmation' });
    closing.push(async () => {
      await app.close();
      await testDb.destroy();
    });
    const behind = await get(app, '/health/ready');
    expect(behind.status).toBe(503);
    expect(behind.body.pending_migrations).toBeGreaterThan(0);
    expect(behind.body.problems).toEqual([`${behind.body.pending_migrations} migration(s) not applied`]);
    expect((await get(app, '/health/live')).status).toBe(200);

    await migrateToLatest(testDb.db);
    expect(await get(app, '/health/ready')).toMatchObject({ status: 200, body: { pending_migrations: 0 } });
  });

  it('stays live but is not ready when the database does not answer', async () => {
    const { app, testDb } = await probedApp({ unreachable: true });
    closing.push(async () => {
      await app.close();
      await testDb.destroy();
    });
    expect((await get(app, '/health/live')).status).toBe(200);
    const ready = await get(app, '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 'not_ready',
      database: 'unavailable',
      pending_migrations: null,
    });
    expect(ready.body.problems).toEqual(['database unavailable']);
  });
});
