import { createProgressBar } from '../imports/progress-bar';
import { type StockSource, stockSources } from '../imports/source-files';
import type { RegistryWriter } from './import-writer';
import { type ParsedStock, parseInWorker } from './parse-in-worker';
import type { StockKind } from './sirene-rows';

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
  const sources: StockSource[] = [];
  for (const path of paths) sources.push(...(await stockSources(path)));
  const batchSize = options.batchSize ?? 10_000;
  // The next file's parser starts while the current one is written: its start-up (a second or
  // so on a busy machine) is hidden behind the current file's last batches.
  const start = (source: StockSource | undefined) => {
    if (!source) return undefined;
    const parser = parseInWorker(source.ref, batchSize);
    parser.catch(() => {}); // awaited when its turn comes
    return parser;
  };
  const results: FileImportResult[] = [];
  let next = start(sources[0]);
  try {
    for (const [i, source] of sources.entries()) {
      const parser = next as Promise<ParsedStock>;
      next = start(sources[i + 1]);
      results.push(await importSource(source, parser, options));
    }
  } finally {
    await next?.then((parser) => parser.close()).catch(() => {});
  }
  return results;
}

async function importSource(
  source: StockSource,
  parser: Promise<ParsedStock>,
  options: ImportOptions,
): Promise<FileImportResult> {
  const { writer } = options;
  const log = options.log ?? (() => {});
  const startedAt = performance.now();
  const previous = await writer.progress(source.key);
  const parsed = await parser.catch((error: Error) => {
    throw new Error(`${source.name}: ${error.message}`);
  });
  const { kind } = parsed;
  try {
    if (previous?.completed && !options.force) {
      log(`${source.name}: already imported (${previous.rowsDone} rows), skipped`);
      return { name: source.name, kind, status: 'skipped', rows: 0, rejected: 0, seconds: 0 };
    }
    const skip = previous && !options.force ? previous.rowsDone : 0;
    await writer.start(source.key, source.name, kind);
    if (skip > 0) log(`${source.name}: resuming after row ${skip}`);

    const bar = options.progress ? createProgressBar(source.name, source.totalBytes) : undefined;
    let written = 0;
    const batches = parsed.batches(skip);
    let step = await batches.next();
    for (; !step.done; step = await batches.next()) {
      const { rows, seen, bytes } = step.value;
      if (kind === 'units') await writer.writeUnits(rows, source.key, seen);
      else await writer.writeEstablishments(rows, source.key, seen);
      written += rows.count;
      bar?.update(bytes, seen);
    }
    const { seen, rejected } = step.value;
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
  } catch (error) {
    throw error instanceof Error && !error.message.startsWith(source.name)
      ? new Error(`${source.name}: ${error.message}`, { cause: error })
      : error;
  } finally {
    await parsed.close();
  }
}
