import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely prepares every query anew, and preparing costs as much as running a small query.
 * Queries repeat (Kysely compiles the same builder to the same SQL with bound values), so
 * the compiled statements are kept by their SQL text, most recently used last. Kysely's
 * SQLite driver runs one query at a time on its connection, so a statement is never used by
 * two queries at once.
 */
export function withStatementCache(database: SQLite.Database, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql) as unknown as SqliteStatement;
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
