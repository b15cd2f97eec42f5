import SQLite from 'better-sqlite3';
import type { RowBatch } from '../../registry/import-writer';
import { batchInserter } from '../../registry/sqlite-writer';
import { FIELDS_OF } from './rows';
import { type DirectoryWriter, KEY_OF, TABLE_OF } from './writer';

/** The directories on SQLite, through better-sqlite3 like the company register's import. */
export function createSqliteDirectoryWriter(
  path: string,
  now: () => string = () => new Date().toISOString(),
): DirectoryWriter {
  const db = new SQLite(path);
  db.pragma('journal_mode = WAL');
  // As the register's import: a power cut loses at most the last batches, which resume.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('cache_size = -65536');
  db.pragma('wal_autocheckpoint = 16384');

  const inserters = {
    practitioners: batchInserter(db, TABLE_OF.practitioners, FIELDS_OF.practitioners, KEY_OF.practitioners),
    establishments: batchInserter(
      db,
      TABLE_OF.establishments,
      FIELDS_OF.establishments,
      KEY_OF.establishments,
    ),
  };
  const checkpoint = db.prepare(
    'UPDATE health_imports SET rows_done = ?, rejected = ?, updated_at = ? WHERE file_key = ?',
  );
  const write = db.transaction(
    (
      insert: (rows: RowBatch) => void,
      rows: RowBatch,
      fileKey: string,
      rowsDone: number,
      rejected: number,
    ) => {
      insert(rows);
      checkpoint.run(rowsDone, rejected, now(), fileKey);
    },
  );

  return {
    async progress(fileKey) {
      const row = db
        .prepare('SELECT rows_done, rejected, completed_at FROM health_imports WHERE file_key = ?')
        .get(fileKey) as { rows_done: number; rejected: number; completed_at: string | null } | undefined;
      return row
        ? { rowsDone: row.rows_done, rejected: row.rejected, completed: row.completed_at !== null }
        : undefined;
    },
    async start(file, fresh) {
      const at = now();
      db.transaction(() => {
        if (fresh) {
          db.prepare(`DELETE FROM ${TABLE_OF[file.kind]}`).run();
          db.prepare('DELETE FROM health_imports WHERE file_key = ?').run(file.key);
        }
        db.prepare(
          `INSERT INTO health_imports (file_key, file_name, kind, file_date, rows_done, rejected, started_at, updated_at)
           VALUES (?, ?, ?, ?, 0, 0, ?, ?) ON CONFLICT (file_key) DO NOTHING`,
        ).run(file.key, file.name, file.kind, file.date, at, at);
      })();
    },
    async write(kind, rows, fileKey, rowsDone, rejected) {
      write(inserters[kind], rows, fileKey, rowsDone, rejected);
    },
    async complete(file) {
      db.prepare('UPDATE health_imports SET completed_at = ?, updated_at = ? WHERE file_key = ?').run(
        now(),
        now(),
        file.key,
      );
      db.exec(`ANALYZE ${TABLE_OF[file.kind]}`);
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}
