import { engineOf, sqlitePath } from '../db/create-db';
import type { ImportStore, ImportWriter } from './import-writer';
import { createPostgresImportWriter } from './postgres-writer';
import { createSqliteImportWriter } from './sqlite-writer';

/** A source's writer on the configured database (migrations must have run). */
export function createImportWriter(databaseUrl: string, store: ImportStore): ImportWriter {
  return engineOf(databaseUrl) === 'postgres'
    ? createPostgresImportWriter(databaseUrl, store)
    : createSqliteImportWriter(sqlitePath(databaseUrl), store);
}
