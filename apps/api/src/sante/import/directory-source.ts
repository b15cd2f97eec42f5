import type SQLite from 'better-sqlite3';
import type { HealthEstablishmentsTable, HealthPractitionersTable } from '../../db/tables/health';
import type { ImportSource } from '../../imports/import-source';
import type { ImportTable, SqliteTableHooks } from '../../imports/import-writer';
import type { DirectoryKind } from './rows';

/** Fresh statistics for SQLite's planner once a file is in: the look-ups by number and SIRET use them. */
const analyzedOnSqlite = (db: SQLite.Database, table: string): SqliteTableHooks => ({
  complete: () => db.exec(`ANALYZE ${table}`),
});

const PRACTITIONERS: ImportTable<keyof HealthPractitionersTable> = {
  name: 'health_practitioners',
  fields: [
    'id_type',
    'number',
    'civility',
    'last_name',
    'first_name',
    'profession_code',
    'profession_label',
    'mode_code',
    'siret',
    'siren',
    'finess_site',
    'structure_id',
    'site_name',
    'postcode',
    'city',
  ],
  sqlite: analyzedOnSqlite,
};

/** Keyed by FINESS number: a number met twice (only in a corrupt file) keeps its last row. */
const ESTABLISHMENTS: ImportTable<keyof HealthEstablishmentsTable> = {
  name: 'health_establishments',
  fields: [
    'finess',
    'finess_legal',
    'name',
    'category_code',
    'category_label',
    'siret',
    'siren',
    'postcode',
    'city',
    'updated_on',
  ],
  key: 'finess',
  sqlite: analyzedOnSqlite,
};

/**
 * The health directories (RPPS / ADELI practitioners, FINESS establishments) as a source of the
 * import pipeline: each file a whole extraction that replaces its directory, parsed between the
 * writes, its extraction day and malformed rows kept in `health_imports`.
 */
export const directorySource: ImportSource<DirectoryKind> = {
  extensions: ['.csv', '.txt'],
  parser: { module: new URL('./directory-parser.ts', import.meta.url), inWorker: false },
  batchSize: 5000,
  store: {
    ledger: { table: 'health_imports', countsRejected: true, publishedOnColumn: 'file_date' },
    replacesTable: true,
    tables: { practitioners: PRACTITIONERS, establishments: ESTABLISHMENTS },
  },
};
