import type { ImportSource } from './import-source';
import { type ImportWriter, type LedgerFile, tableOf } from './import-writer';
import { parseInWorker } from './parse-in-worker';
import { parseInline } from './parse-inline';
import type { ParsedFile } from './parsed-file';
import { createProgressBar } from './progress-bar';
import { type SourceFile, sourceFilesOf } from './source-files';

export interface ImportOptions {
  writer: ImportWriter;
  /** Rows per batch; the source's own by default. */
  batchSize?: number;
  /** Import again a file already imported completely. */
  force?: boolean;
  /** Stop at the first malformed row (file and line named) instead of skipping and counting it. */
  strict?: boolean;
  progress?: boolean;
  log?: (message: string) => void;
}

export interface ImportResult<Kind extends string = string> {
  name: string;
  kind: Kind;
  status: 'imported' | 'resumed' | 'skipped';
  rows: number;
  /** Malformed rows skipped. */
  rejected: number;
  seconds: number;
}

/** Imports a source's files (plain files, or .zip archives holding them), in batches, resumably. */
export async function importFiles<Kind extends string>(
  source: ImportSource<Kind>,
  paths: readonly string[],
  options: ImportOptions,
): Promise<ImportResult<Kind>[]> {
  const files: SourceFile[] = [];
  for (const path of paths) {
    for (const file of await sourceFilesOf(path, source.extensions)) {
      files.push(source.keyOf ? { ...file, key: source.keyOf(file) } : file);
    }
  }
  const batchSize = options.batchSize ?? source.batchSize;
  const parse = source.parser.inWorker ? parseInWorker : parseInline;
  // The next file's parser starts while the current one is written: its start-up (a second or
  // so for a thread on a busy machine) is hidden behind the current file's last batches.
  const start = (file: SourceFile | undefined) => {
    if (!file) return undefined;
    const parser = parse({
      parser: source.parser.module.href,
      ref: file.ref,
      fileName: file.name,
      fileKey: file.key,
      batchSize,
    });
    parser.catch(() => {}); // awaited when its turn comes
    return parser;
  };
  const results: ImportResult<Kind>[] = [];
  let next = start(files[0]);
  try {
    for (const [i, file] of files.entries()) {
      const parser = next as Promise<ParsedFile>;
      next = start(files[i + 1]);
      try {
        results.push(await importFile(source, file, parser, options));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw message.startsWith(file.name) ? error : new Error(`${file.name}: ${message}`, { cause: error });
      }
    }
  } finally {
    await next?.then((parser) => parser.close()).catch(() => {});
  }
  return results;
}

async function importFile<Kind extends string>(
  source: ImportSource<Kind>,
  file: SourceFile,
  parser: Promise<ParsedFile>,
  options: ImportOptions,
): Promise<ImportResult<Kind>> {
  const { writer } = options;
  const log = options.log ?? (() => {});
  const startedAt = performance.now();
  const previous = await writer.progress(file.key);
  const parsed = await parser;
  try {
    const table = tableOf(source.store, parsed.kind);
    const kind = parsed.kind as Kind; // a kind the source has a table for
    if (previous?.completed && !options.force) {
      log(`${file.name}: already imported (${previous.rowsDone} rows), skipped`);
      return { name: file.name, kind, status: 'skipped', rows: 0, rejected: 0, seconds: 0 };
    }
    const resumed = previous && !options.force && previous.rowsDone > 0 ? previous : undefined;
    const ledgerFile: LedgerFile = { key: file.key, name: file.name, kind, publishedOn: parsed.publishedOn };
    await writer.start(ledgerFile, resumed === undefined);
    if (resumed) log(`${file.name}: resuming after row ${resumed.rowsDone}`);

    const bar = options.progress ? createProgressBar(file.name, file.totalBytes) : undefined;
    const reading = {
      skip: resumed?.rowsDone ?? 0,
      rejected: resumed?.rejected ?? 0,
      strict: options.strict ?? false,
      fields: table.fields,
    };
    let written = 0;
    let read = { seen: reading.skip, rejected: reading.rejected };
    const onSkipped = (message: string) => log(`${file.name}: ${message}`);
    await parsed.read(reading, onSkipped, async (batch) => {
      await writer.write(ledgerFile, batch.rows, { rowsDone: batch.seen, rejected: batch.rejected });
      written += batch.rows.count;
      read = { seen: batch.seen, rejected: batch.rejected };
      bar?.update(batch.bytes, batch.seen);
    });
    await writer.complete(ledgerFile);
    bar?.finish(read.seen);
    const seconds = (performance.now() - startedAt) / 1000;
    log(
      `${file.name}: ${written} ${kind} imported in ${seconds.toFixed(1)} s${read.rejected ? `, ${read.rejected} malformed rows skipped` : ''}`,
    );
    return {
      name: file.name,
      kind,
      status: resumed ? 'resumed' : 'imported',
      rows: written,
      rejected: read.rejected,
      seconds,
    };
  } finally {
    await parsed.close();
  }
}
