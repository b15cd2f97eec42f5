import { type CsvDialect, readCsvBatches } from '../../imports/csv-reader';
import { createProgressBar } from '../../imports/progress-bar';
import { openStock, type StockSource, stockSources } from '../../imports/source-files';
import type { RowBatch } from '../../registry/import-writer';
import {
  type DirectoryKind,
  directoryKindOf,
  establishmentMapper,
  isIgnoredFinessLine,
  practitionerMapper,
  type RowMapper,
  type RowProblem,
} from './rows';
import type { DirectoryFile, DirectoryWriter } from './writer';

export interface DirectoryImportOptions {
  writer: DirectoryWriter;
  batchSize?: number;
  /** Import again a file already imported completely. */
  force?: boolean;
  /** Stop at the first malformed row (file and line named) instead of skipping and counting it. */
  strict?: boolean;
  progress?: boolean;
  log?: (message: string) => void;
}

export interface DirectoryImportResult {
  name: string;
  kind: DirectoryKind;
  status: 'imported' | 'resumed' | 'skipped';
  rows: number;
  /** Rows left out: wrong column count, bad encoding, missing identifier. */
  rejected: number;
  seconds: number;
}

const PROBLEM_TEXT: Readonly<Record<RowProblem, string>> = {
  column_count: 'wrong number of columns',
  encoding: 'bad character encoding',
  identifier: 'missing or malformed identifier or name',
  record_type: 'unknown line type',
};
/** Skipped rows named one by one in the log; the rest are only counted. */
const NAMED_PROBLEMS = 5;

const PRACTITIONER_DIALECT: CsvDialect = { separator: '|', encoding: 'utf8' };
const FINESS_DIALECT: CsvDialect = { separator: ';', encoding: 'latin1' };

/** The file's dialect from its first line: the practitioners' file is |-separated, FINESS ;-separated. */
async function sniffDialect(source: StockSource): Promise<CsvDialect> {
  const stream = await openStock(source.ref, () => {});
  try {
    for await (const chunk of stream) {
      const head = (chunk as Buffer).subarray(0, 4096).toString('latin1');
      const firstLine = head.split('\n')[0] ?? '';
      return firstLine.includes('|') ? PRACTITIONER_DIALECT : FINESS_DIALECT;
    }
    throw new Error('empty file');
  } finally {
    stream.destroy();
  }
}

/** The extraction's day: PS_LibreAcces_Personne_activite_YYYYMMDDhhmm.txt, or the FINESS header's date. */
function fileDateOf(name: string, header: readonly string[]): string | null {
  const inName = /_(\d{4})(\d{2})(\d{2})\d{0,6}\.(txt|csv)$/i.exec(name);
  if (inName) return `${inName[1]}-${inName[2]}-${inName[3]}`;
  const inHeader = header.find((field) => /^\d{4}-\d{2}-\d{2}$/.test(field.trim()));
  return inHeader?.trim() ?? null;
}

/** Imports practitioners' (RPPS / ADELI) and FINESS extractions (plain files or .zip holding them). */
export async function importDirectoryFiles(
  paths: readonly string[],
  options: DirectoryImportOptions,
): Promise<DirectoryImportResult[]> {
  const results: DirectoryImportResult[] = [];
  for (const path of paths) {
    for (const source of await stockSources(path, ['.csv', '.txt'])) {
      try {
        results.push(await importSource(source, options));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw message.startsWith(source.name)
          ? error
          : new Error(`${source.name}: ${message}`, { cause: error });
      }
    }
  }
  return results;
}

async function importSource(
  source: StockSource,
  options: DirectoryImportOptions,
): Promise<DirectoryImportResult> {
  const { writer } = options;
  const log = options.log ?? (() => {});
  const batchSize = options.batchSize ?? 5000;
  const startedAt = performance.now();
  let bytes = 0;
  const input = await openStock(source.ref, (n) => (bytes += n));
  const batches = readCsvBatches(input, {}, await sniffDialect(source));
  try {
    const first = await batches.next();
    const firstRows = first.done ? [] : first.value;
    const header = firstRows.shift();
    const kind = header ? directoryKindOf(header) : null;
    if (!header || !kind)
      throw new Error('not a practitioners (PS_LibreAcces) or FINESS (etalab) extraction');
    const map: RowMapper = kind === 'practitioners' ? practitionerMapper(header) : establishmentMapper();
    const file: DirectoryFile = {
      key: source.key,
      name: source.name,
      kind,
      date: fileDateOf(source.name, header),
    };

    const previous = await writer.progress(source.key);
    if (previous?.completed && !options.force) {
      log(`${source.name}: already imported (${previous.rowsDone} rows), skipped`);
      return { name: source.name, kind, status: 'skipped', rows: 0, rejected: 0, seconds: 0 };
    }
    const resume = previous && !options.force ? previous.rowsDone : 0;
    await writer.start(file, resume === 0);
    if (resume > 0) log(`${source.name}: resuming after row ${resume}`);

    const bar = options.progress ? createProgressBar(source.name, source.totalBytes) : undefined;
    let seen = 0;
    let rejected = previous && resume > 0 ? previous.rejected : 0;
    let written = 0;
    let batch: RowBatch = { values: [], count: 0 };
    const flush = async () => {
      await writer.write(kind, batch, source.key, seen, rejected);
      written += batch.count;
      batch = { values: [], count: 0 };
      bar?.update(bytes, seen);
    };
    const take = async (rows: string[][]) => {
      for (const row of rows) {
        seen += 1;
        if (seen <= resume) continue;
        if (kind === 'establishments' && isIgnoredFinessLine(row)) continue;
        // The header is line 1; directory rows never span lines.
        const problem = map(row, batch.values);
        if (problem) {
          const where = `${source.name}: line ${seen + 1}: ${PROBLEM_TEXT[problem]}`;
          if (options.strict) throw new Error(where);
          rejected += 1;
          if (rejected <= NAMED_PROBLEMS) log(`${where}, skipped`);
          continue;
        }
        batch.count += 1;
        if (batch.count >= batchSize) await flush();
      }
    };
    await take(firstRows);
    for await (const rows of batches) await take(rows);
    // The last checkpoint also records the rows seen after the last full batch.
    await flush();
    await writer.complete(file);
    bar?.finish(seen);
    const seconds = (performance.now() - startedAt) / 1000;
    log(
      `${source.name}: ${written} ${kind} imported in ${seconds.toFixed(1)} s${rejected ? `, ${rejected} malformed rows skipped` : ''}`,
    );
    return {
      name: source.name,
      kind,
      status: resume > 0 ? 'resumed' : 'imported',
      rows: written,
      rejected,
      seconds,
    };
  } finally {
    input.destroy();
  }
}
