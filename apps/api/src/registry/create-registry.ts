import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { sqlitePath } from '../db/create-db';
import type { AppDeps } from '../types';
import { createKyselyRunner } from './local/kysely-runner';
import { createLocalRegistry } from './local/local-provider';
import { createPostgresStore } from './local/postgres-store';
import { createSqliteStore } from './local/sqlite-store';
import { createSqliteWorkerPool } from './local/sqlite-worker-pool';
import { createPublicApiRegistry } from './public-api/public-api-provider';
import type { RegistryProvider } from './types';

export interface RegistryOptions {
  /** Search worker threads on SQLite (default: one less than the cores, at least one). */
  workers?: number;
  log?: (message: string) => void;
}

/** The company register chosen by configuration: the local index (default) or the public API. */
export function createRegistry(
  config: AppConfig,
  deps: Pick<AppDeps, 'db' | 'engine'>,
  options: RegistryOptions = {},
): RegistryProvider {
  if (config.registry.provider === 'public-api') {
    return createPublicApiRegistry({ baseUrl: config.registry.apiUrl, log: options.log });
  }
  if (deps.engine === 'postgres') return createLocalRegistry(createPostgresStore(deps.db), options.log);
  const path = sqlitePath(config.databaseUrl);
  // An in-memory database exists only in its own connection: queries must go through it.
  const runner =
    path === ':memory:'
      ? createKyselyRunner(deps.db as unknown as Kysely<unknown>)
      : createSqliteWorkerPool(path, { size: options.workers });
  return createLocalRegistry(createSqliteStore(runner), options.log);
}
