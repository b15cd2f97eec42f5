import pg from 'pg';
import { checkpointOf, fileStatements, type LedgerRow, type Statement } from './file-statements';
import {
  type ImportStore,
  type ImportTable,
  type ImportWriter,
  type RowBatch,
  tableOf,
} from './import-writer';

/**
 * One statement per batch: every column sent as an array and expanded by unnest; with a key,
 * a row already there is updated (upsert).
 */
function upsertSql({ name, fields, key, integers = [] }: ImportTable): string {
  const arrays = fields.map((f, i) => `$${i + 1}::${integers.includes(f) ? 'integer' : 'text'}[]`);
  const insert = `INSERT INTO ${name} (${fields.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})`;
  if (key === undefined) return insert;
  return `${insert} ON CONFLICT (${key}) DO UPDATE SET ${fields
    .filter((f) => f !== key)
    .map((f) => `${f} = excluded.${f}`)
    .join(', ')}`;
}

/**
 * One array per column, the rows' values; with a key, a key met twice in one batch (only in a
 * corrupt file) keeps its last row, as one statement cannot update a row twice.
 */
function columnsOf({ values, count }: RowBatch, width: number, keyAt?: number): unknown[][] {
  let rows: number[];
  if (keyAt === undefined) rows = Array.from({ length: count }, (_, row) => row);
  else {
    const lastRow = new Map<string | null, number>();
    for (let row = 0; row < count; row += 1) lastRow.set(values[row * width + keyAt] ?? null, row);
    rows = [...lastRow.values()].sort((a, b) => a - b);
  }
  return Array.from({ length: width }, (_, field) => rows.map((row) => values[row * width + field]));
}

/** The portable statement with PostgreSQL's numbered parameters. */
const numbered = ({ sql, params }: Statement): [string, unknown[]] => {
  const parts = sql.split('?');
  return [parts.reduce((numberedSql, part, i) => `${numberedSql}$${i}${part}`), params];
};

/**
 * A source's rows on PostgreSQL: one unnest statement per batch, statistics refreshed and the table
 * vacuumed after each file, then its table's hooks.
 */
export function createPostgresImportWriter(
  url: string,
  store: ImportStore,
  now: () => string = () => new Date().toISOString(),
): ImportWriter {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const statements = fileStatements(store);
  const upserts = new Map<string, string>();
  const upsertOf = (table: ImportTable) => {
    let sql = upserts.get(table.name);
    if (sql === undefined) {
      sql = upsertSql(table);
      upserts.set(table.name, sql);
    }
    return sql;
  };

  async function inTransaction(work: (client: pg.PoolClient) => Promise<void>) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    async progress(fileKey) {
      const { rows } = await pool.query<LedgerRow>(...numbered(statements.progress(fileKey)));
      return rows[0] ? checkpointOf(rows[0]) : undefined;
    },
    async start(file, fresh) {
      await inTransaction(async (client) => {
        for (const statement of statements.start(file, fresh, now()))
          await client.query(...numbered(statement));
      });
    },
    async write(file, rows, checkpoint) {
      const table = tableOf(store, file.kind);
      await inTransaction(async (client) => {
        if (rows.count > 0) {
          const keyAt = table.key === undefined ? undefined : table.fields.indexOf(table.key);
          await client.query(upsertOf(table), columnsOf(rows, table.fields.length, keyAt));
        }
        await client.query(...numbered(statements.checkpoint(file, checkpoint, now())));
      });
    },
    async complete(file) {
      // VACUUM too: it empties the GIN indexes' pending lists (every search would read them) and
      // marks the pages visible, for the index-only scans the register's search relies on.
      const table = tableOf(store, file.kind);
      await pool.query(`VACUUM (ANALYZE) ${table.name}`);
      await inTransaction(async (client) => {
        await table.postgres?.complete?.(client);
        await client.query(...numbered(statements.complete(file, now())));
      });
    },
    async close() {
      await pool.end();
    },
  };
}
