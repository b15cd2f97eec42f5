import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { WatchedSqliteDialect } from './sqlite-free-reads';
import { withStatementCache } from './statement-cache';

export type DbEngine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: DbEngine;
  destroy(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (open, idle, and the queries waiting for one). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

// pg returns int8 (count(*), sums) as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function engineOf(url: string): DbEngine {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  if (url.startsWith('file:') || url === ':memory:') return 'sqlite';
  throw new Error('DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)');
}

export function sqlitePath(url: string): string {
  return url === ':memory:' ? ':memory:' : url.slice('file:'.length);
}

export function createDb(url: string, options: { poolSize?: number } = {}): DbHandle {
  const engine = engineOf(url);
  if (engine === 'postgres') {
    // A server that does not answer (network cut, failover) fails the query after 5 s instead of hanging it.
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection the server drops (restart, failover) must not crash the process: the
    // pool discards it and the next query opens another.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    // A connection the server drops while a request holds it (between two queries of a
    // transaction) emits its error on the client, outside the pool's idle listener: unheard,
    // it would end the process. Heard, the request's next query fails (503) and the pool
    // discards the client when it comes back.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.error(`PostgreSQL connection lost during a request: ${error.message}`);
      });
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine,
      destroy: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new WatchedSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, engine, destroy: () => db.destroy() };
}
