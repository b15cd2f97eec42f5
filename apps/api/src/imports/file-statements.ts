import { type Checkpoint, type ImportStore, type LedgerFile, tableOf } from './import-writer';

/** A statement in the portable subset, `?` for each parameter (the PostgreSQL writer numbers them). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A ledger row as both engines read it. */
export interface LedgerRow {
  rows_done: number | string;
  rejected: number | string;
  completed_at: string | null;
}

export const checkpointOf = (row: LedgerRow): Checkpoint => ({
  rowsDone: Number(row.rows_done),
  rejected: Number(row.rejected),
  completed: row.completed_at !== null,
});

/**
 * The statements of a file's import apart from its rows, the same on both engines: its ledger
 * row (start, checkpoint, completion) and, for whole extractions, the emptying of its table.
 */
export function fileStatements(store: ImportStore) {
  const { table, countsRejected, publishedOnColumn } = store.ledger;
  const update = (values: Record<string, unknown>, fileKey: string): Statement => ({
    sql: `UPDATE ${table} SET ${Object.keys(values)
      .map((column) => `${column} = ?`)
      .join(', ')} WHERE file_key = ?`,
    params: [...Object.values(values), fileKey],
  });
  return {
    progress: (fileKey: string): Statement => ({
      sql: `SELECT rows_done, ${countsRejected ? 'rejected' : '0 AS rejected'}, completed_at FROM ${table} WHERE file_key = ?`,
      params: [fileKey],
    }),
    start(file: LedgerFile, fresh: boolean, at: string): Statement[] {
      const row: Record<string, unknown> = {
        file_key: file.key,
        file_name: file.name,
        kind: file.kind,
        rows_done: 0,
        started_at: at,
        updated_at: at,
      };
      if (publishedOnColumn) row[publishedOnColumn] = file.publishedOn;
      if (countsRejected) row.rejected = 0;
      const columns = Object.keys(row);
      const insert: Statement = {
        sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
              ON CONFLICT (file_key) DO NOTHING`,
        params: Object.values(row),
      };
      if (!fresh) return [insert];
      const target = tableOf(store, file.kind);
      return [
        // DELETE rather than TRUNCATE, which would wait for every reader: look-ups go on meanwhile.
        ...(store.replacesTable ? [{ sql: `DELETE FROM ${target.name}`, params: [] }] : []),
        ...(target.fileKeyColumn
          ? [{ sql: `DELETE FROM ${target.name} WHERE ${target.fileKeyColumn} = ?`, params: [file.key] }]
          : []),
        { sql: `DELETE FROM ${table} WHERE file_key = ?`, params: [file.key] },
        insert,
      ];
    },
    checkpoint(file: LedgerFile, done: { rowsDone: number; rejected: number }, at: string): Statement {
      const values: Record<string, unknown> = { rows_done: done.rowsDone, updated_at: at };
      if (countsRejected) values.rejected = done.rejected;
      return update(values, file.key);
    },
    complete: (file: LedgerFile, at: string): Statement =>
      update({ completed_at: at, updated_at: at }, file.key),
  };
}
