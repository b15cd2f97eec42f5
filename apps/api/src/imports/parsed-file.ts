import type { RowBatch } from './import-writer';
import type { FileRef } from './source-files';

/** Where reading a file starts and how its malformed rows are met: from its checkpoint and the command. */
export interface ReadingStart {
  /** Rows already committed: read again, not mapped. */
  skip: number;
  /** Malformed rows counted before this reading. */
  rejected: number;
  /** Stop at the first malformed row instead of skipping it. */
  strict: boolean;
  /** The fields of the file's table, in the order a batch lays out each row's values. */
  fields: readonly string[];
}

export interface ParsedBatch {
  rows: RowBatch;
  /** Rows read from the file so far, malformed ones included: the checkpoint. */
  seen: number;
  /** Malformed rows skipped so far. */
  rejected: number;
  /** Bytes of the file read so far, for progress. */
  bytes: number;
}

/** A file being parsed, in this thread or in a worker thread of its own. */
export interface ParsedFile {
  kind: string;
  publishedOn: string | null;
  /**
   * Reads the file's rows after `start.skip`, handing each batch to `write`, awaited before the
   * next batch is handed (which bounds memory); the last batch, maybe empty, ends the file.
   * `onSkipped` hears of the first malformed rows skipped, named by line.
   */
  read(
    start: ReadingStart,
    onSkipped: (message: string) => void,
    write: (batch: ParsedBatch) => Promise<void>,
  ): Promise<void>;
  /** Stops reading: the file is skipped, done, or its import failed. */
  close(): Promise<void>;
}

/** What a parser is asked to read: plain data, as a worker thread receives it. */
export interface ParseRequest {
  /** The address of the module exporting the source's `parser`. */
  parser: string;
  ref: FileRef;
  fileName: string;
  /** The key the ledger knows the file by (handed to the parser). */
  fileKey: string;
  batchSize: number;
}
