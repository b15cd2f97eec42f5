import { type Kysely, PostgresAdapter, sql } from 'kysely';

// An account created through Pro Santé Connect has no password: it is reached through the
// federation. The hash is absent (NULL) rather than a marker: a reader cannot mistake it for a
// hash, the table type makes every password check handle it, and the login verifies a dummy hash
// in its place (the same time as a wrong password).

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * SQLite cannot drop a NOT NULL: the table is rebuilt from its own stored definition (the
 * documented twelve steps), foreign keys off so that dropping the old table cascades nothing to
 * the many tables referencing `users`, and legacy renaming so their references are left as written.
 */
async function rebuildSqliteUsersWithOptionalPassword(db: Kysely<unknown>): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'users'`.execute(db);
  const { rows: dependents } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master
    WHERE type IN ('index', 'trigger') AND tbl_name = 'users' AND sql IS NOT NULL`.execute(db);
  const definition = tables[0]?.sql;
  if (!definition) throw new Error('users table not found');
  const optional = definition.replace(/("password_hash" text) not null/i, '$1');
  if (optional === definition) throw new Error('users.password_hash not null not found');
  const createNew = optional.replace(/^create table "?users"?/i, 'create table "users_rebuilt"');

  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`PRAGMA legacy_alter_table = ON`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createNew).execute(trx);
      await sql`INSERT INTO users_rebuilt SELECT * FROM users`.execute(trx);
      await sql`DROP TABLE users`.execute(trx);
      await sql`ALTER TABLE users_rebuilt RENAME TO users`.execute(trx);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
      const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error('foreign keys broken by the users rebuild');
    });
  } finally {
    await sql`PRAGMA legacy_alter_table = OFF`.execute(db);
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .alterTable('users')
      .alterColumn('password_hash', (col) => col.dropNotNull())
      .execute();
  } else {
    await rebuildSqliteUsersWithOptionalPassword(db);
  }
}

// No down: an account without a password could not be kept under NOT NULL, and inventing one
// would open it to whoever guessed it.
