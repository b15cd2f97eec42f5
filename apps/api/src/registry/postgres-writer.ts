import pg from 'pg';
import type { FileProgress, RegistryWriter, RowBatch } from './import-writer';
import { ESTABLISHMENT_FIELDS, UNIT_FIELDS } from './import-writer';
import type { StockKind } from './sirene-rows';

const INTEGER_FIELDS = new Set(['active', 'diffusible', 'head_office']);

/**
 * One statement per batch: every column sent as an array and expanded by unnest; with a key,
 * a row already there is updated (upsert).
 */
export function upsertSql(
  table: string,
  fields: readonly string[],
  key: string | undefined,
  integerFields: ReadonlySet<string> = INTEGER_FIELDS,
): string {
  const arrays = fields.map((f, i) => `$${i + 1}::${integerFields.has(f) ? 'integer' : 'text'}[]`);
  const insert = `INSERT INTO ${table} (${fields.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})`;
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
export function columnsOf({ values, count }: RowBatch, width: number, keyAt?: number): unknown[][] {
  let rows: number[];
  if (keyAt === undefined) rows = Array.from({ length: count }, (_, row) => row);
  else {
    const lastRow = new Map<string | null, number>();
    for (let row = 0; row < count; row += 1) lastRow.set(values[row * width + keyAt] ?? null, row);
    rows = [...lastRow.values()].sort((a, b) => a - b);
  }
  return Array.from({ length: width }, (_, field) => rows.map((row) => values[row * width + field]));
}

/** The import on PostgreSQL: batched upserts, the full-text vector is a generated column. */
export function createPostgresWriter(
  url: string,
  now: () => string = () => new Date().toISOString(),
): RegistryWriter {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const unitSql = upsertSql('registry_units', UNIT_FIELDS, 'siren');
  const establishmentSql = upsertSql('registry_establishments', ESTABLISHMENT_FIELDS, 'siret');

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
      const { rows } = await pool.query<{ rows_done: number; completed_at: string | null }>(
        'SELECT rows_done, completed_at FROM registry_imports WHERE file_key = $1',
        [fileKey],
      );
      const row = rows[0];
      return row
        ? ({ rowsDone: Number(row.rows_done), completed: row.completed_at !== null } satisfies FileProgress)
        : undefined;
    },
    async start(fileKey, fileName, kind: StockKind) {
      const at = now();
      await pool.query(
        `INSERT INTO registry_imports (file_key, file_name, kind, rows_done, started_at, updated_at)
         VALUES ($1, $2, $3, 0, $4, $4) ON CONFLICT (file_key) DO NOTHING`,
        [fileKey, fileName, kind, at],
      );
    },
    async writeUnits(rows, fileKey, rowsDone) {
      await inTransaction(async (client) => {
        await client.query(unitSql, columnsOf(rows, UNIT_FIELDS.length, UNIT_FIELDS.indexOf('siren')));
        await client.query(
          'UPDATE registry_imports SET rows_done = $1, updated_at = $2 WHERE file_key = $3',
          [rowsDone, now(), fileKey],
        );
      });
    },
    async writeEstablishments(rows, fileKey, rowsDone) {
      await inTransaction(async (client) => {
        await client.query(
          establishmentSql,
          columnsOf(rows, ESTABLISHMENT_FIELDS.length, ESTABLISHMENT_FIELDS.indexOf('siret')),
        );
        await client.query(
          'UPDATE registry_imports SET rows_done = $1, updated_at = $2 WHERE file_key = $3',
          [rowsDone, now(), fileKey],
        );
      });
    },
    async complete(fileKey, kind) {
      await pool.query('UPDATE registry_imports SET completed_at = $1, updated_at = $1 WHERE file_key = $2', [
        now(),
        fileKey,
      ]);
      if (kind === 'units') await pool.query('ANALYZE registry_units');
      else await pool.query('ANALYZE registry_establishments');
    },
    async close() {
      await pool.end();
    },
  };
}
