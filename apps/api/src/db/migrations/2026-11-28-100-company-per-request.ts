import { type Kysely, PostgresAdapter, sql } from 'kysely';

// One person may hold several openings: a company belongs to one opening request
// (companies.signup_request_id, unique when set) and a user may hold several companies (the
// unique on companies.user_id goes; the case list's index on it stays).

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * SQLite cannot drop a column's UNIQUE: the table is rebuilt from its own stored definition (the
 * documented twelve steps), foreign keys off so that dropping the old table cascades nothing and
 * legacy renaming so that other tables' references to `companies` are left as written.
 */
async function rebuildSqliteCompaniesWithoutUserUnique(db: Kysely<unknown>): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'companies'`.execute(db);
  const { rows: dependents } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master
    WHERE type IN ('index', 'trigger') AND tbl_name = 'companies' AND sql IS NOT NULL`.execute(db);
  const definition = tables[0]?.sql;
  if (!definition) throw new Error('companies table not found');
  const withoutUnique = definition.replace(/("user_id" text not null) unique/i, '$1');
  if (withoutUnique === definition) throw new Error('companies.user_id unique not found');
  const createNew = withoutUnique.replace(/^create table "?companies"?/i, 'create table "companies_rebuilt"');

  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`PRAGMA legacy_alter_table = ON`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createNew).execute(trx);
      await sql`INSERT INTO companies_rebuilt SELECT * FROM companies`.execute(trx);
      await sql`DROP TABLE companies`.execute(trx);
      await sql`ALTER TABLE companies_rebuilt RENAME TO companies`.execute(trx);
      for (const dependent of dependents) await sql.raw(dependent.sql).execute(trx);
      const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error('foreign keys broken by the companies rebuild');
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
      WHERE rel.relname = 'companies' AND con.contype = 'u' AND att.attname = 'user_id'
        AND rel.relnamespace = current_schema()::regnamespace`.execute(db);
    for (const row of rows) {
      await sql`ALTER TABLE companies DROP CONSTRAINT ${sql.id(row.name)}`.execute(db);
    }
  } else {
    await rebuildSqliteCompaniesWithoutUserUnique(db);
  }

  await db.schema
    .alterTable('companies')
    .addColumn('signup_request_id', 'text', (col) =>
      col.references('signup_requests.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('companies_signup_request_idx')
    .on('companies')
    .column('signup_request_id')
    .unique()
    .execute();

  // Existing rows: each user held one company, so any of their requests is about it; the
  // partner's (a reference the insurer knows) before a web one, the latest first.
  await sql`
    UPDATE companies SET signup_request_id = (
      SELECT signup_requests.id FROM signup_requests
      WHERE signup_requests.user_id = companies.user_id
      ORDER BY CASE WHEN signup_requests.source = 'web' THEN 1 ELSE 0 END,
        signup_requests.created_at DESC, signup_requests.id DESC
      LIMIT 1
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('companies_signup_request_idx').execute();
  await db.schema.alterTable('companies').dropColumn('signup_request_id').execute();
}
