import pg from 'pg';
import { columnsOf, upsertSql } from '../../registry/postgres-writer';
import { FIELDS_OF } from './rows';
import { type DirectoryWriter, KEY_OF, TABLE_OF } from './writer';

const NO_INTEGERS: ReadonlySet<string> = new Set();

/** The directories on PostgreSQL: one unnest statement per batch, as the register's import. */
export function createPostgresDirectoryWriter(
  url: string,
  now: () => string = () => new Date().toISOString(),
): DirectoryWriter {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const statements = {
    practitioners: upsertSql(
      TABLE_OF.practitioners,
      FIELDS_OF.practitioners,
      KEY_OF.practitioners,
      NO_INTEGERS,
    ),
    establishments: upsertSql(
      TABLE_OF.establishments,
      FIELDS_OF.establishments,
      KEY_OF.establishments,
      NO_INTEGERS,
    ),
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
      const { rows } = await pool.query<{ rows_done: number; rejected: number; completed_at: string | null }>(
        'SELECT rows_done, rejected, completed_at FROM health_imports WHERE file_key = $1',
        [fileKey],
      );
      const row = rows[0];
      return row
        ? {
            rowsDone: Number(row.rows_done),
            rejected: Number(row.rejected),
            completed: row.completed_at !== null,
          }
        : undefined;
    },
    async start(file, fresh) {
      const at = now();
      await inTransaction(async (client) => {
        if (fresh) {
          // TRUNCATE would wait for every reader; DELETE lets verifications go on meanwhile.
          await client.query(`DELETE FROM ${TABLE_OF[file.kind]}`);
          await client.query('DELETE FROM health_imports WHERE file_key = $1', [file.key]);
        }
        await client.query(
          `INSERT INTO health_imports (file_key, file_name, kind, file_date, rows_done, rejected, started_at, updated_at)
           VALUES ($1, $2, $3, $4, 0, 0, $5, $5) ON CONFLICT (file_key) DO NOTHING`,
          [file.key, file.name, file.kind, file.date, at],
        );
      });
    },
    async write(kind, rows, fileKey, rowsDone, rejected) {
      const width = FIELDS_OF[kind].length;
      const key = KEY_OF[kind];
      await inTransaction(async (client) => {
        await client.query(
          statements[kind],
          columnsOf(rows, width, key === undefined ? undefined : FIELDS_OF[kind].indexOf(key)),
        );
        await client.query(
          'UPDATE health_imports SET rows_done = $1, rejected = $2, updated_at = $3 WHERE file_key = $4',
          [rowsDone, rejected, now(), fileKey],
        );
      });
    },
    async complete(file) {
      await pool.query('UPDATE health_imports SET completed_at = $1, updated_at = $1 WHERE file_key = $2', [
        now(),
        file.key,
      ]);
      await pool.query(`ANALYZE ${TABLE_OF[file.kind]}`);
    },
    async close() {
      await pool.end();
    },
  };
}
