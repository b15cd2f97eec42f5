import type { ImportStore } from './import-writer';
import type { SourceFile } from './source-files';

/** Why a row is left out, in words for the log: counted and named by line, or the end of a strict import. */
export class RowProblem {
  constructor(readonly text: string) {}
}

/**
 * What one raw row of a file becomes: its record (members named and ordered as its table's
 * fields), a problem, or null for a line that holds no row (passed over, not counted).
 */
export type RowMapper<Raw> = (row: Raw) => object | RowProblem | null;

/** Raw rows of a file, a chunk at a time, each with the file line it starts on. */
export interface RowChunk<Raw> {
  rows: readonly Raw[];
  lines: readonly number[];
}

/** A file once its head is read: what it holds, and its rows. */
export interface OpenedFile<Raw> {
  /** Which of the source's tables its rows go to. */
  kind: string;
  /** The day the file was published (YYYY-MM-DD), when its name or its head says it. */
  publishedOn: string | null;
  chunks: AsyncIterable<RowChunk<Raw>>;
  map: RowMapper<Raw>;
}

/**
 * A source's file format, from bytes to rows. The module a source names exports it as `parser`,
 * so that a worker thread can load it by the module's address.
 */
export interface FileParser<Raw> {
  /**
   * `fileKey` is the key the ledger knows the file by: a source that keeps each file's rows apart
   * writes it in every row (`ImportTable.fileKeyColumn`).
   */
  open(bytes: AsyncIterable<Buffer>, fileName: string, fileKey: string): Promise<OpenedFile<Raw>>;
}

/** One kind of public file the pipeline imports (the company register, the health directories). */
export interface ImportSource<Kind extends string = string> {
  /** The entries read in a .zip archive, by the end of their name. */
  extensions: readonly string[];
  /**
   * The module exporting the source's `parser`, and whether parsing is heavy enough to run in a
   * thread of its own while the import's thread writes.
   */
  parser: { module: URL; inWorker: boolean };
  /** Rows per batch, each written in one transaction, unless the command says otherwise. */
  batchSize: number;
  /**
   * How the ledger knows a file: by default its name, size and the first 16 digits of its
   * fingerprint. A source whose files are publications known by their content alone (the
   * screening lists) keys them by the whole fingerprint, so that the same publication saved
   * under another name is not imported twice.
   */
  keyOf?: (file: SourceFile) => string;
  store: ImportStore<Kind>;
}
