import type { SqliteDatabase } from 'kysely';
import {
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type Kysely,
  SqliteDialect,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';

/**
 * SQLite has one connection per process, which Kysely lends to one query or one transaction at
 * a time (a mutex), through a chain of a dozen promises per query. A read asked while nobody holds
 * the connection can run at once instead, synchronously: no transaction is open on it then, so the
 * read sees committed data only, exactly as it would after waiting its turn. While the connection
 * is held (a query or a transaction in progress) the read takes Kysely's way and waits.
 */
interface FreeReader {
  /** True while Kysely has lent the connection out. */
  held: boolean;
  database: SqliteDatabase;
}

const readers = new WeakMap<DialectAdapter, FreeReader>();

/** Kysely's SQLite driver, told when its one connection is lent out and given back. */
class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly reader: FreeReader,
  ) {}
  init(): Promise<void> {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    this.reader.held = true;
    return connection;
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.reader.held = false;
    await this.inner.releaseConnection(connection);
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }
  savepoint: Driver['savepoint'] = (connection, name, compile) =>
    this.inner.savepoint?.(connection, name, compile) ?? Promise.reject(new Error('no savepoints'));
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint?.(connection, name, compile) ?? Promise.reject(new Error('no savepoints'));
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint?.(connection, name, compile) ?? Promise.reject(new Error('no savepoints'));
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's SQLite dialect whose connection is watched, so reads can run at once while it is free. */
export class WatchedSqliteDialect extends SqliteDialect {
  private readonly reader: FreeReader;
  constructor(config: SqliteDialectConfig & { database: SqliteDatabase }) {
    super(config);
    this.reader = { held: false, database: config.database };
  }
  override createDriver(): Driver {
    return new WatchedDriver(super.createDriver(), this.reader);
  }
  override createAdapter(): DialectAdapter {
    const adapter = super.createAdapter();
    readers.set(adapter, this.reader);
    return adapter;
  }
}

/**
 * The rows of a read run at once when `db` is a watched SQLite database whose connection nobody
 * holds and which has no plugins (a plugin may transform results); undefined otherwise, and the
 * caller runs the query Kysely's way.
 */
export function readNowIfFree<Row>(
  db: Kysely<unknown>,
  sql: string,
  parameters: readonly unknown[],
): Row[] | undefined {
  const executor = db.getExecutor();
  const reader = readers.get(executor.adapter);
  if (!reader || reader.held || executor.plugins.length > 0) return undefined;
  const statement = reader.database.prepare(sql);
  if (!statement.reader) return undefined;
  return statement.all(parameters) as Row[];
}
