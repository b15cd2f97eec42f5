import { readCsvBatches } from './csv-reader';
import type { RegistryWriter } from './import-writer';
import { createProgressBar } from './progress-bar';
import {
  type EstablishmentRecord,
  establishmentMapper,
  type StockKind,
  stockKindOf,
  type UnitRecord,
  unitMapper,
} from './sirene-rows';
import { type StockSource, stockSources } from './stock-file';

export interface ImportOptions {
  writer: RegistryWriter;
  batchSize?: number;
  /** Import again a file already imported completely. */
  force?: boolean;
  progress?: boolean;
  log?: (message: string) => void;
}

export interface FileImportResult {
  name: string;
  kind: StockKind;
  status: 'imported' | 'resumed' | 'skipped';
  rows: number;
  /** Rows left out: malformed identifiers. */
  rejected: number;
  seconds: number;
}

/** Imports SIRENE stock files (.csv, or .zip holding them) into the register, in batches. */
export async function importStockFiles(
  paths: readonly string[],
  options: ImportOptions,
): Promise<FileImportResult[]> {
  const results: FileImportResult[] = [];
  for (const path of paths) {
    for (const source of await stockSources(path)) results.push(await importSource(source, options));
  }
  return results;
}

async function importSource(source: StockSource, options: ImportOptions): Promise<FileImportResult> {
  const { writer } = options;
  const log = options.log ?? (() => {});
  const batchSize = options.batchSize ?? 10_000;
  const startedAt = performance.now();
  const previous = await writer.progress(source.key);
  let bytes = 0;
  const batches = readCsvBatches(await source.open((n) => (bytes += n)));
  const first = await batches.next();
  const firstRows = first.done ? [] : first.value;
  const headerRow = firstRows.shift();
  if (!headerRow) throw new Error(`${source.name}: empty file`);
  const header = headerRow.map((column) => column.replace(/^\uFEFF/, '').trim());
  const kind = stockKindOf(header);

  if (previous?.completed && !options.force) {
    await batches.return(undefined);
    log(`${source.name}: already imported (${previous.rowsDone} rows), skipped`);
    return { name: source.name, kind, status: 'skipped', rows: 0, rejected: 0, seconds: 0 };
  }
  const skip = previous && !options.force ? previous.rowsDone : 0;
  await writer.start(source.key, source.name, kind);
  if (skip > 0) log(`${source.name}: resuming after row ${skip}`);

  const mapUnit = kind === 'units' ? unitMapper(header) : undefined;
  const mapEstablishment = kind === 'establishments' ? establishmentMapper(header) : undefined;
  const bar = options.progress ? createProgressBar(source.name, source.totalBytes) : undefined;
  let seen = 0;
  let written = 0;
  let rejected = 0;
  let units: UnitRecord[] = [];
  let establishments: EstablishmentRecord[] = [];

  const flush = async () => {
    if (units.length > 0) await writer.writeUnits(units, source.key, seen);
    if (establishments.length > 0) await writer.writeEstablishments(establishments, source.key, seen);
    written += units.length + establishments.length;
    units = [];
    establishments = [];
    bar?.update(bytes, seen);
  };

  const take = async (rows: string[][]) => {
    for (const row of rows) {
      seen += 1;
      if (seen <= skip) continue;
      if (mapUnit) {
        const unit = mapUnit(row);
        if (unit) units.push(unit);
        else rejected += 1;
      } else if (mapEstablishment) {
        const establishment = mapEstablishment(row);
        if (establishment) establishments.push(establishment);
        else rejected += 1;
      }
      if (units.length + establishments.length >= batchSize) await flush();
    }
  };
  await take(firstRows);
  for await (const rows of batches) await take(rows);
  await flush();
  await writer.complete(source.key, kind);
  bar?.finish(seen);
  const seconds = (performance.now() - startedAt) / 1000;
  log(
    `${source.name}: ${written} ${kind} imported in ${seconds.toFixed(1)} s${rejected ? `, ${rejected} rejected` : ''}`,
  );
  return {
    name: source.name,
    kind,
    status: skip > 0 ? 'resumed' : 'imported',
    rows: written,
    rejected,
    seconds,
  };
}
