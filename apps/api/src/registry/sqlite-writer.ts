import SQLite from 'better-sqlite3';
import type { FileProgress, RegistryWriter, RowBatch } from './import-writer';
import { ESTABLISHMENT_FIELDS, UNIT_FIELDS } from './import-writer';
import type { StockKind } from './sirene-rows';

/** Rows per INSERT statement: one native call binds and steps many rows. */
const ROWS_PER_STATEMENT = 64;

/** A multi-row INSERT; with a key, a row already there is updated (upsert). */
const upsert = (table: string, fields: readonly string[], key: string | undefined, rows: number) =>
  `INSERT INTO ${table} (${fields.join(', ')}) VALUES ${Array.from(
    { length: rows },
    () => `(${fields.map(() => '?').join(', ')})`,
  ).join(', ')}` +
  (key === undefined
    ? ''
    : ` ON CONFLICT (${key}) DO UPDATE SET ${fields
        .filter((f) => f !== key)
        .map((f) => `${f} = excluded.${f}`)
        .join(', ')}`);

/** Writes a batch with one statement per ROWS_PER_STATEMENT rows, bound from one reused array. */
export function batchInserter(
  db: SQLite.Database,
  table: string,
  fields: readonly string[],
  key: string | undefined,
) {
  const many = db.prepare(upsert(table, fields, key, ROWS_PER_STATEMENT));
  const one = db.prepare(upsert(table, fields, key, 1));
  const width = fields.length;
  const chunk = width * ROWS_PER_STATEMENT;
  const bound: (string | null)[] = new Array(chunk);
  return ({ values, count }: RowBatch) => {
    let at = 0;
    const end = count * width;
    for (; at + chunk <= end; at += chunk) {
      for (let i = 0; i < chunk; i += 1) bound[i] = values[at + i] as string | null;
      many.run(bound);
    }
    for (; at < end; at += width) one.run(values.slice(at, at + width));
  };
}

/**
 * Writes the register straight through better-sqlite3 (the import is a command, not a request:
 * no event loop to keep free) with multi-row statements and one transaction per batch.
 */
export function createSqliteWriter(
  path: string,
  now: () => string = () => new Date().toISOString(),
): RegistryWriter {
  const db = new SQLite(path);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs only at checkpoints and a power cut loses at most the last
  // batches, never the file: the import resumes after the last batch whose checkpoint row
  // survived (same transaction). These settings last as long as this connection.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  // Fewer, larger WAL checkpoints (each one syncs) while rows pour in.
  db.pragma('wal_autocheckpoint = 16384');

  const insertUnits = batchInserter(db, 'registry_units', UNIT_FIELDS, 'siren');
  const insertEstablishments = batchInserter(db, 'registry_establishments', ESTABLISHMENT_FIELDS, 'siret');
  const unitWidth = UNIT_FIELDS.length;
  const SIREN = UNIT_FIELDS.indexOf('siren');
  const SEARCH_TEXT = UNIT_FIELDS.indexOf('search_text');
  const ACTIVE = UNIT_FIELDS.indexOf('active');
  const deleteActive = db.prepare('DELETE FROM registry_search_active WHERE rowid = ?');
  const deleteClosed = db.prepare('DELETE FROM registry_search_closed WHERE rowid = ?');
  const indexActive = db.prepare('INSERT INTO registry_search_active (rowid, name) VALUES (?, ?)');
  const indexClosed = db.prepare('INSERT INTO registry_search_closed (rowid, name) VALUES (?, ?)');
  const checkpoint = db.prepare(
    'UPDATE registry_imports SET rows_done = ?, updated_at = ? WHERE file_key = ?',
  );
  // Into an empty search index, rows are indexed in one statement once the file is read (no
  // per-row calls, no deletes). An interrupted first import leaves the index empty, so its
  // resumption takes the same path and indexes every unit at the end.
  let bulkIndex = false;

  const writeUnits = db.transaction((rows: RowBatch, fileKey: string, rowsDone: number) => {
    insertUnits(rows);
    if (!bulkIndex) {
      const { values } = rows;
      for (let at = 0; at < rows.count * unitWidth; at += unitWidth) {
        const rowid = Number(values[at + SIREN]);
        const text = values[at + SEARCH_TEXT];
        deleteActive.run(rowid);
        deleteClosed.run(rowid);
        if (text) (values[at + ACTIVE] === '1' ? indexActive : indexClosed).run(rowid, text);
      }
    }
    checkpoint.run(rowsDone, now(), fileKey);
  });
  const writeEstablishments = db.transaction((rows: RowBatch, fileKey: string, rowsDone: number) => {
    insertEstablishments(rows);
    checkpoint.run(rowsDone, now(), fileKey);
  });

  return {
    async progress(fileKey) {
      const row = db
        .prepare('SELECT rows_done, completed_at FROM registry_imports WHERE file_key = ?')
        .get(fileKey) as { rows_done: number; completed_at: string | null } | undefined;
      return row
        ? ({ rowsDone: row.rows_done, completed: row.completed_at !== null } satisfies FileProgress)
        : undefined;
    },
    async start(fileKey, fileName, kind: StockKind) {
      const at = now();
      db.prepare(
        `INSERT INTO registry_imports (file_key, file_name, kind, rows_done, started_at, updated_at)
         VALUES (?, ?, ?, 0, ?, ?) ON CONFLICT (file_key) DO NOTHING`,
      ).run(fileKey, fileName, kind, at, at);
      if (kind === 'units') {
        bulkIndex =
          db.prepare('SELECT 1 FROM registry_search_active LIMIT 1').get() === undefined &&
          db.prepare('SELECT 1 FROM registry_search_closed LIMIT 1').get() === undefined;
      }
    },
    async writeUnits(rows, fileKey, rowsDone) {
      writeUnits(rows, fileKey, rowsDone);
    },
    async writeEstablishments(rows, fileKey, rowsDone) {
      writeEstablishments(rows, fileKey, rowsDone);
    },
    async complete(fileKey, kind) {
      if (kind === 'units' && bulkIndex) {
        db.transaction(() => {
          for (const [table, active] of [
            ['registry_search_active', 1],
            ['registry_search_closed', 0],
          ] as const) {
            db.prepare(
              `INSERT INTO ${table} (rowid, name) SELECT CAST(siren AS INTEGER), search_text
               FROM registry_units WHERE active = ? AND search_text <> ''`,
            ).run(active);
          }
        })();
      }
      if (kind === 'units') {
        // Merges the index segments written batch by batch: fewer b-trees to read per query.
        db.exec("INSERT INTO registry_search_active (registry_search_active) VALUES ('optimize')");
        db.exec("INSERT INTO registry_search_closed (registry_search_closed) VALUES ('optimize')");
      }
      db.prepare('UPDATE registry_imports SET completed_at = ?, updated_at = ? WHERE file_key = ?').run(
        now(),
        now(),
        fileKey,
      );
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}
