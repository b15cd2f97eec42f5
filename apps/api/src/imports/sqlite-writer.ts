import SQLite from 'better-sqlite3';
import { checkpointOf, fileStatements, type LedgerRow, type Statement } from './file-statements';
import {
  type ImportStore,
  type ImportTable,
  type ImportWriter,
  type LedgerFile,
  type RowBatch,
  type SqliteTableHooks,
  tableOf,
} from './import-writer';

/** Rows per INSERT statement: one native call binds and steps many rows. */
const ROWS_PER_STATEMENT = 64;

/** A multi-row INSERT; with a key, a row already there is updated (upsert). */
const upsert = ({ name, fields, key }: ImportTable, rows: number) =>
  `INSERT INTO ${name} (${fields.join(', ')}) VALUES ${Array.from(
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
function batchInserter(db: SQLite.Database, table: ImportTable) {
  const many = db.prepare(upsert(table, ROWS_PER_STATEMENT));
  const one = db.prepare(upsert(table, 1));
  const width = table.fields.length;
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
 * Writes a source's rows straight through better-sqlite3 (an import is a command, not a request:
 * no event loop to keep free) with multi-row statements and one transaction per batch.
 */
export function createSqliteImportWriter(
  path: string,
  store: ImportStore,
  now: () => string = () => new Date().toISOString(),
): ImportWriter {
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

  const statements = fileStatements(store);
  const prepared = new Map<string, SQLite.Statement>();
  const prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement;
  };
  const run = ({ sql, params }: Statement) => prepare(sql).run(...params);

  const writers = new Map<string, { insert: (rows: RowBatch) => void; hooks: SqliteTableHooks }>();
  const writerOf = (kind: string) => {
    let writer = writers.get(kind);
    if (!writer) {
      const table = tableOf(store, kind);
      writer = { insert: batchInserter(db, table), hooks: table.sqlite?.(db, table.name) ?? {} };
      writers.set(kind, writer);
    }
    return writer;
  };

  const writeBatch = db.transaction(
    (file: LedgerFile, rows: RowBatch, checkpoint: { rowsDone: number; rejected: number }) => {
      const { insert, hooks } = writerOf(file.kind);
      if (rows.count > 0) {
        insert(rows);
        hooks.batch?.(rows);
      }
      run(statements.checkpoint(file, checkpoint, now()));
    },
  );

  return {
    async progress(fileKey) {
      const { sql, params } = statements.progress(fileKey);
      const row = prepare(sql).get(...params) as LedgerRow | undefined;
      return row ? checkpointOf(row) : undefined;
    },
    async start(file, fresh) {
      const { hooks } = writerOf(file.kind);
      db.transaction(() => {
        for (const statement of statements.start(file, fresh, now())) run(statement);
        hooks.start?.();
      })();
    },
    async write(file, rows, checkpoint) {
      writeBatch(file, rows, checkpoint);
    },
    async complete(file) {
      const { hooks } = writerOf(file.kind);
      db.transaction(() => {
        hooks.complete?.();
        run(statements.complete(file, now()));
      })();
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}
