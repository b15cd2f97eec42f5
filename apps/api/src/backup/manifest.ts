import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;

/** One file of a backup: its path inside the backup folder, size and SHA-256. */
export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  engine: 'sqlite' | 'postgres';
  /** When the backup began: everything committed before this moment is in it. */
  startedAt: string;
  finishedAt: string;
  seconds: number;
  /** The database: SQLite's file (a consistent snapshot) or PostgreSQL's custom-format dump. */
  database: BackupFile & {
    /** The last migration applied to the saved database. */
    lastMigration: string | null;
    auditEntries: number;
  };
  /** The documents folder's files, still encrypted as they are at rest. */
  documents: BackupFile[];
  /** Documents whose row is in the snapshot but whose file was gone when it was copied (removed meanwhile). */
  documentsMissing: number;
  /**
   * The audit journal's checkpoint file as it was just before the database was saved (every
   * checkpoint in it names an entry the saved journal holds); null when there was none.
   */
  auditCheckpoints?: BackupFile | null;
  /** The generated keys of the embedded default, only when asked for (--include-keys). */
  keys: BackupFile[];
  /** Names the document key the documents were encrypted with, without revealing it (null: no key found). */
  documentKeyFingerprint: string | null;
}

export function sha256File(path: string): Promise<{ sha256: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let bytes = 0;
    createReadStream(path)
      .on('data', (chunk) => {
        const buffer = chunk as Buffer;
        bytes += buffer.length;
        hash.update(buffer);
      })
      .on('error', reject)
      .on('end', () => resolve({ sha256: hash.digest('hex'), bytes }));
  });
}

/** A short name of the document key: the same key gives the same name, the name gives nothing of the key. */
export const keyFingerprint = (key: Buffer): string =>
  createHmac('sha256', key).update('document-key-fingerprint').digest('hex').slice(0, 16);
