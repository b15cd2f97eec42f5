import pg from 'pg';
import type { FileProgress, RegistryWriter } from './import-writer';
import { ESTABLISHMENT_FIELDS, UNIT_FIELDS } from './import-writer';
import type { EstablishmentRecord, StockKind, UnitRecord } from './sirene-rows';

const INTEGER_FIELDS = new Set(['active', 'diffusible', 'head_office']);

/** One statement per batch: every column sent as an array and expanded by unnest. */
function upsertSql(table: string, fields: readonly string[], key: string): string {
  const arrays = fields.map((f, i) => `$${i + 1}::${INTEGER_FIELDS.has(f) ? 'integer' : 'text'}[]`);
  return (
    `INSERT INTO ${table} (${fields.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')}) ` +
    `ON CONFLICT (${key}) DO UPDATE SET ${fields
      .filter((f) => f !== key)
      .map((f) => `${f} = excluded.${f}`)
      .join(', ')}`
  );
}

function columnsOf<T extends object>(rows: readonly T[], fields: readonly (keyof T)[]): unknown[][] {
  return fields.map((field) => rows.map((row) => row[field]));
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

  // The stock can list a siren twice in one batch only if the file is corrupt; keep the last.
  const lastBy = <T>(rows: T[], key: (row: T) => string) => [
    ...new Map(rows.map((r) => [key(r), r])).values(),
  ];

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
    async writeUnits(rows: UnitRecord[], fileKey, rowsDone) {
      await inTransaction(async (client) => {
        await client.query(
          unitSql,
          columnsOf(
            lastBy(rows, (r) => r.siren),
            UNIT_FIELDS,
          ),
        );
        await client.query(
          'UPDATE registry_imports SET rows_done = $1, updated_at = $2 WHERE file_key = $3',
          [rowsDone, now(), fileKey],
        );
      });
    },
    async writeEstablishments(rows: EstablishmentRecord[], fileKey, rowsDone) {
      await inTransaction(async (client) => {
        await client.query(
          establishmentSql,
          columnsOf(
            lastBy(rows, (r) => r.siret),
            ESTABLISHMENT_FIELDS,
          ),
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
