import { engineOf, sqlitePath } from '../db/create-db';
import type { RegistryWriter } from './import-writer';
import { createPostgresWriter } from './postgres-writer';
import { createSqliteWriter } from './sqlite-writer';

/** The import's writer for the configured database (migrations must have run). */
export function createRegistryWriter(databaseUrl: string): RegistryWriter {
  return engineOf(databaseUrl) === 'postgres'
    ? createPostgresWriter(databaseUrl)
    : createSqliteWriter(sqlitePath(databaseUrl));
}
