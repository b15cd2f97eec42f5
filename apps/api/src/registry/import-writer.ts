import type { RegistryEstablishmentsTable, RegistryUnitsTable } from '../db/tables/registry';
import type { StockKind } from './sirene-rows';

/**
 * Rows of one stock as one flat list of values, row after row, each in field order
 * (UNIT_FIELDS or ESTABLISHMENT_FIELDS): bound to statements as they are, no object per row.
 * Flags (active, diffusible, head_office) are '1' or '0'.
 */
export interface RowBatch {
  values: (string | null)[];
  count: number;
}

export interface FileProgress {
  rowsDone: number;
  completed: boolean;
}

/**
 * Where imported rows go. Each batch is written together with the file's checkpoint in one
 * transaction, so an interrupted import resumes after the last batch it committed.
 */
export interface RegistryWriter {
  progress(fileKey: string): Promise<FileProgress | undefined>;
  start(fileKey: string, fileName: string, kind: StockKind): Promise<void>;
  writeUnits(rows: RowBatch, fileKey: string, rowsDone: number): Promise<void>;
  writeEstablishments(rows: RowBatch, fileKey: string, rowsDone: number): Promise<void>;
  /** Marks the file done and tidies the search index. */
  complete(fileKey: string, kind: StockKind): Promise<void>;
  close(): Promise<void>;
}

export const UNIT_FIELDS = [
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
] as const satisfies readonly (keyof RegistryUnitsTable)[];

export const ESTABLISHMENT_FIELDS = [
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
] as const satisfies readonly (keyof RegistryEstablishmentsTable)[];
