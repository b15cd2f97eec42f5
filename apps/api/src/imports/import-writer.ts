import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/**
 * Rows of one batch as one flat list of values, row after row, each in its table's field order:
 * bound to statements as they are, no object per row.
 */
export interface RowBatch {
  values: (string | null)[];
  count: number;
}

/** Where the import of a file stands, as its ledger row says. */
export interface Checkpoint {
  /** Rows read from the file and committed, malformed ones included: the import resumes after them. */
  rowsDone: number;
  /** Malformed rows skipped among them (0 when the ledger does not keep the count). */
  rejected: number;
  completed: boolean;
}

/** A file as its ledger row records it. */
export interface LedgerFile {
  key: string;
  name: string;
  /** Which of the source's tables its rows go to. */
  kind: string;
  /** The day the file was published (YYYY-MM-DD), when known. */
  publishedOn: string | null;
}

/**
 * Where a source's rows go, on one engine. Each batch is written together with its file's
 * checkpoint in one transaction, so an interrupted import resumes after the last batch it
 * committed, and a file marked done is skipped.
 */
export interface ImportWriter {
  /** The file's checkpoint; undefined when its import never started. */
  progress(fileKey: string): Promise<Checkpoint | undefined>;
  /**
   * Records the file's start. A fresh start (not a resumption) starts its ledger row again and,
   * when the source's files are whole extractions, empties its table in the same transaction.
   */
  start(file: LedgerFile, fresh: boolean): Promise<void>;
  write(file: LedgerFile, rows: RowBatch, checkpoint: { rowsDone: number; rejected: number }): Promise<void>;
  /** Readies the file's table for reading (indexes, statistics), then marks the file done. */
  complete(file: LedgerFile): Promise<void>;
  close(): Promise<void>;
}

/** What a table needs on SQLite besides its rows; each hook runs in the writer's transaction of the moment. */
export interface SqliteTableHooks {
  /** When a file's import starts (or resumes). */
  start?(): void;
  /** After a batch's rows. */
  batch?(rows: RowBatch): void;
  /** Before the file is marked done. */
  complete?(): void;
}

/** What a table needs on PostgreSQL besides its rows. */
export interface PostgresTableHooks {
  /** Once the file's rows are in and its table vacuumed: in the transaction marking the file done. */
  complete?(client: pg.ClientBase): Promise<void>;
}

/** A table a source fills (`ImportTable<keyof SomeTable>`: its columns checked against its row type). */
export interface ImportTable<Column extends string = string> {
  name: string;
  /** Its columns, in the order a batch lays out each row's values. */
  fields: readonly Column[];
  /** With a key, a row already there is updated (a file's later row wins); without, rows are added. */
  key?: Column;
  /**
   * The column holding the key of the file each row came from, for a source that keeps every
   * file's rows (each file a version of its table, as the screening lists'): a fresh start of a
   * file removes that file's rows only.
   */
  fileKeyColumn?: Column;
  /** Columns of integers (PostgreSQL receives each column as one typed array). */
  integers?: readonly Column[];
  /**
   * What the table needs on SQLite besides its rows (the register's full-text index), made once
   * per writer for its connection.
   */
  sqlite?: (db: SQLite.Database, table: string) => SqliteTableHooks;
  /** What the table needs on PostgreSQL besides its rows (the register's words). */
  postgres?: PostgresTableHooks;
}

/** The table recording a source's files: one row per file, its checkpoint and completion. */
export interface ImportLedger {
  table: string;
  /** The ledger keeps the count of malformed rows, so that a resumed import goes on counting. */
  countsRejected: boolean;
  /** The column keeping the file's publication date, when the ledger has one. */
  publishedOnColumn?: string;
}

/** A source's tables on any engine: its ledger, and a table per kind of file. */
export interface ImportStore<Kind extends string = string> {
  ledger: ImportLedger;
  tables: Readonly<Record<Kind, ImportTable>>;
  /**
   * Each file is a whole extraction (the health directories): a fresh import replaces the
   * table's rows. Otherwise (the company register) rows are updated by key and none removed.
   */
  replacesTable: boolean;
}

/** The table of a source's files of this kind; a kind the source has no table for is an error. */
export function tableOf(store: ImportStore, kind: string): ImportTable {
  const table = (store.tables as Readonly<Record<string, ImportTable>>)[kind];
  if (!table) throw new Error(`no table for files of kind "${kind}"`);
  return table;
}
