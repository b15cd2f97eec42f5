import type SQLite from 'better-sqlite3';
import type { SqliteTableHooks } from '../../imports/import-writer';
import { recountWords } from './register-words';

/**
 * The units' full-text index on SQLite (two FTS5 tables, open and closed units, keyed by SIREN),
 * kept by the import: the hooks of the units table, given its fields' order in a batch.
 */
export function searchIndexHooks(fields: readonly string[]) {
  const width = fields.length;
  const SIREN = fields.indexOf('siren');
  const SEARCH_TEXT = fields.indexOf('search_text');
  const ACTIVE = fields.indexOf('active');
  return (db: SQLite.Database): SqliteTableHooks => {
    const deleteActive = db.prepare('DELETE FROM registry_search_active WHERE rowid = ?');
    const deleteClosed = db.prepare('DELETE FROM registry_search_closed WHERE rowid = ?');
    const indexActive = db.prepare('INSERT INTO registry_search_active (rowid, name) VALUES (?, ?)');
    const indexClosed = db.prepare('INSERT INTO registry_search_closed (rowid, name) VALUES (?, ?)');
    const isEmpty = (table: string) => db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;
    // Into an empty search index, rows are indexed in one statement once the file is read (no
    // per-row calls, no deletes). An interrupted first import leaves the index empty, so its
    // resumption takes the same path and indexes every unit at the end.
    let bulkIndex = false;
    return {
      start() {
        bulkIndex = isEmpty('registry_search_active') && isEmpty('registry_search_closed');
      },
      batch({ values, count }) {
        if (bulkIndex) return;
        for (let at = 0; at < count * width; at += width) {
          const rowid = Number(values[at + SIREN]);
          const text = values[at + SEARCH_TEXT];
          deleteActive.run(rowid);
          deleteClosed.run(rowid);
          if (text) (values[at + ACTIVE] === '1' ? indexActive : indexClosed).run(rowid, text);
        }
      },
      complete() {
        if (bulkIndex) {
          for (const [table, active] of [
            ['registry_search_active', 1],
            ['registry_search_closed', 0],
          ] as const) {
            db.prepare(
              `INSERT INTO ${table} (rowid, name) SELECT CAST(siren AS INTEGER), search_text
               FROM registry_units WHERE active = ? AND search_text <> ''`,
            ).run(active);
          }
        }
        // Merges the index segments written batch by batch: fewer b-trees to read per query.
        db.exec("INSERT INTO registry_search_active (registry_search_active) VALUES ('optimize')");
        db.exec("INSERT INTO registry_search_closed (registry_search_closed) VALUES ('optimize')");
        recountWords(db);
      },
    };
  };
}
