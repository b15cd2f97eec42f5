import { CompiledQuery, type Kysely } from 'kysely';
import type { SqlRunner } from './sqlite-worker-pool';

/** Runs the register's SQL on the application's own connection (in-memory SQLite only). */
export function createKyselyRunner(db: Kysely<unknown>): SqlRunner {
  return {
    async all<T>(sql: string, params: readonly unknown[]) {
      return (await db.executeQuery<T>(CompiledQuery.raw(sql, [...params]))).rows;
    },
    close: async () => {},
  };
}
