import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../src/app';
import { type Clock, systemClock } from '../../src/clock';
import { type Env, loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import type { RegistryProvider } from '../../src/registry/types';
import type { App, AppDeps } from '../../src/types';
import { createTestDb } from './test-db';

export interface TestApp {
  app: App;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * The real API on a fresh database, configured as the embedded default unless overridden;
 * `registry` stands in for the company register (a failing one, say).
 */
export async function createTestApp(
  options: { env?: Partial<Env>; clock?: Clock; registry?: RegistryProvider; dbPlugin?: KyselyPlugin } = {},
): Promise<TestApp> {
  const testDb = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDb.dataDir,
    DATABASE_URL: testDb.url,
    LOG_LEVEL: 'silent',
    ...options.env,
  } as Record<string, string>);
  let deps = await createDeps(config, testDb, options.clock ?? systemClock);
  if (options.registry) {
    await deps.registry.close();
    deps = { ...deps, registry: options.registry };
  }
  // A plugin on the app's connection (to see the queries it builds), before any service holds it.
  if (options.dbPlugin) deps = { ...deps, db: deps.db.withPlugin(options.dbPlugin) };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await testDb.destroy();
    },
  };
}
