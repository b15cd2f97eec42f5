import type { RegistryEstablishmentsTable, RegistryUnitsTable } from '../../db/tables/registry';
import type { ImportSource } from '../../imports/import-source';
import type { ImportTable } from '../../imports/import-writer';
import { recountWordsOnPostgres } from './register-words';
import type { StockKind } from './sirene-rows';
import { searchIndexHooks } from './sqlite-search-index';

const UNIT_FIELDS = [
  'siren',
  'name',
  'search_text',
  'acronym',
  'legal_category',
  'ape',
  'ape_nomenclature',
  'head_office_nic',
  'active',
  'diffusible',
  'created_on',
  'updated_at',
] as const;

const UNITS: ImportTable<keyof RegistryUnitsTable> = {
  name: 'registry_units',
  fields: UNIT_FIELDS,
  key: 'siren',
  integers: ['active', 'diffusible'],
  sqlite: searchIndexHooks(UNIT_FIELDS),
  postgres: { complete: recountWordsOnPostgres },
};

const ESTABLISHMENTS: ImportTable<keyof RegistryEstablishmentsTable> = {
  name: 'registry_establishments',
  fields: [
    'siret',
    'siren',
    'nic',
    'head_office',
    'active',
    'diffusible',
    'brand',
    'street',
    'street_details',
    'postcode',
    'city',
    'commune_code',
    'country',
    'ape',
    'created_on',
  ],
  key: 'siret',
  integers: ['head_office', 'active', 'diffusible'],
};

/**
 * The company register (INSEE SIRENE stock files) as a source of the import pipeline: its
 * heavy CSV parsed in a thread of its own, batches of 10,000 rows upserted by SIREN and SIRET
 * (a newer stock updates the rows), files recorded in `registry_imports`.
 */
export const sireneSource: ImportSource<StockKind> = {
  extensions: ['.csv'],
  parser: { module: new URL('./stock-parser.ts', import.meta.url), inWorker: true },
  batchSize: 10_000,
  store: {
    ledger: { table: 'registry_imports', countsRejected: false },
    replacesTable: false,
    tables: { units: UNITS, establishments: ESTABLISHMENTS },
  },
};
