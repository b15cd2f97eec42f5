import { type Kysely, PostgresAdapter, sql } from 'kysely';

// An enrollment opens with the company's current account beside the blocked account of its
// deposit (kept as the deposit's record): a company holds one account of each kind (the unique on
// accounts.company_id becomes one on company and kind). The account names its holder's SIREN. The
// registered company given at the Kbis step (SIREN, name, when and by whom) is the deposit's.

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

const REGISTRATION_COLUMNS = [
  'registered_siren',
  'registered_name',
  'registered_at',
  // customer or operator, and which one.
  'registered_by_kind',
  'registered_by_id',
];

/**
 * SQLite cannot drop a column's UNIQUE: the table is rebuilt from its own stored definition (the
 * documented twelve steps), foreign keys off so that dropping the old table cascades nothing and
 * legacy renaming so that other tables' references to `accounts` are left as written.
 */
async function rebuildSqliteAccountsWithoutCompanyUnique(db: Kysely<unknown>): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'accounts'`.execute(db);
  const { rows: dependents } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master
    WHERE type IN ('index', 'trigger') AND tbl_name = 'accounts' AND sql IS NOT NULL`.execute(db);
  const definition = tables[0]?.sql;
  if (!definition) throw new Error('accounts table not found');
  const withoutUnique = definition.replace(/("company_id" text not null) unique/i, '$1');
  if (withoutUnique === definition) throw new Error('accounts.company_id unique not found');
  const createNew = withoutUnique.replace(/^create table "?accounts"?/i, 'create table "accounts_rebuilt"');

  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`PRAGMA legacy_alter_table = ON`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createNew).execute(trx);
      await sql`INSERT INTO accounts_rebuilt SELECT * FROM accounts`.execute(trx);
      await sql`DROP TABLE accounts`.execute(trx);
      await sql`ALTER TABLE accounts_rebuilt RENAME TO accounts`.execute(trx);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
      const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error('foreign keys broken by the accounts rebuild');
    });
  } finally {
    await sql`PRAGMA legacy_alter_table = OFF`.execute(db);
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // The constraint's name is the server's choice: read it rather than guess it.
    const { rows } = await sql<{ name: string }>`
      SELECT con.conname AS name FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_attribute att ON att.attrelid = rel.oid AND att.attnum = ANY (con.conkey)
      WHERE rel.relname = 'accounts' AND con.contype = 'u' AND att.attname = 'company_id'
        AND rel.relnamespace = current_schema()::regnamespace`.execute(db);
    for (const row of rows) {
      await sql`ALTER TABLE accounts DROP CONSTRAINT ${sql.id(row.name)}`.execute(db);
    }
  } else {
    await rebuildSqliteAccountsWithoutCompanyUnique(db);
  }
  await db.schema
    .createIndex('accounts_company_kind_idx')
    .on('accounts')
    .columns(['company_id', 'kind'])
    .unique()
    .execute();
  await db.schema.alterTable('accounts').addColumn('holder_siren', 'text').execute();
  for (const column of REGISTRATION_COLUMNS) {
    await db.schema.alterTable('capital_deposits').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...REGISTRATION_COLUMNS].reverse()) {
    await db.schema.alterTable('capital_deposits').dropColumn(column).execute();
  }
  await db.schema.alterTable('accounts').dropColumn('holder_siren').execute();
  await db.schema.dropIndex('accounts_company_kind_idx').execute();
}
