import { engineOf, sqlitePath } from '../../db/create-db';
import type { FileProgress, RowBatch } from '../../registry/import-writer';
import { createPostgresDirectoryWriter } from './postgres-writer';
import type { DirectoryKind } from './rows';
import { createSqliteDirectoryWriter } from './sqlite-writer';

export interface DirectoryFile {
  key: string;
  name: string;
  kind: DirectoryKind;
  /** The extraction's day (YYYY-MM-DD), from its name or header; null when neither says. */
  date: string | null;
}

/**
 * Where a directory file's rows go. A file is a whole extraction: a fresh import empties the
 * directory's table in the transaction that records its start; each batch is written with the
 * file's checkpoint, so an interrupted import resumes after the last batch committed.
 */
export interface DirectoryWriter {
  progress(fileKey: string): Promise<(FileProgress & { rejected: number }) | undefined>;
  start(file: DirectoryFile, fresh: boolean): Promise<void>;
  write(
    kind: DirectoryKind,
    rows: RowBatch,
    fileKey: string,
    rowsDone: number,
    rejected: number,
  ): Promise<void>;
  complete(file: DirectoryFile): Promise<void>;
  close(): Promise<void>;
}

export const TABLE_OF: Readonly<Record<DirectoryKind, string>> = {
  practitioners: 'health_practitioners',
  establishments: 'health_establishments',
};
/** Establishments are keyed by FINESS number (a corrupt file's twice-met number keeps its last row). */
export const KEY_OF: Readonly<Record<DirectoryKind, string | undefined>> = {
  practitioners: undefined,
  establishments: 'finess',
};

/** The import's writer for the configured database (migrations must have run). */
export function createDirectoryWriter(databaseUrl: string): DirectoryWriter {
  return engineOf(databaseUrl) === 'postgres'
    ? createPostgresDirectoryWriter(databaseUrl)
    : createSqliteDirectoryWriter(sqlitePath(databaseUrl));
}
