import Database from 'better-sqlite3';

/** Reads the API's SQLite file beside the running API (WAL lets a reader in). */
export function readSqlite<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return read(db);
  } finally {
    db.close();
  }
}

/** "ok", or the problems SQLite found in its own file. */
export const integrityCheck = (file: string): string =>
  readSqlite(file, (db) =>
    (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .join('; '),
  );
