import { type Kysely, PostgresAdapter, sql } from 'kysely';

// A company's revision: a number the database itself raises on every change to the company, to
// its people, to their proofs (the representative's documents, and the account user's own) and to
// their register checks. A reply built from these (the people list) is as fresh as its revision:
// any API process compares the revision it reads with the one its kept reply was built at. The
// database raises it in the writing transaction, so no code path can forget it, and a rolled-back
// write leaves it unchanged. People writes lock the company's row first (`withCompanySharesLocked`),
// so the raise takes no lock they do not already hold.
const CHILDREN = ['representatives', 'documents', 'health_verifications'] as const;
const POSTGRES_FUNCTION_OF: Record<(typeof CHILDREN)[number], string> = {
  representatives: 'company_row_raise_company_revision',
  health_verifications: 'company_row_raise_company_revision',
  documents: 'documents_raise_company_revision',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION companies_raise_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.revision := OLD.revision + 1;
      RETURN NEW;
    END;
    $$`.execute(db);
  await sql`
    CREATE TRIGGER companies_revision BEFORE UPDATE ON companies
    FOR EACH ROW EXECUTE FUNCTION companies_raise_revision()`.execute(db);
  // Representatives and register checks name their company: one function for both.
  await sql`
    CREATE FUNCTION company_row_raise_company_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        UPDATE companies SET revision = revision + 1 WHERE id = OLD.company_id;
      END IF;
      IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.company_id IS DISTINCT FROM OLD.company_id) THEN
        UPDATE companies SET revision = revision + 1 WHERE id = NEW.company_id;
      END IF;
      RETURN NULL;
    END;
    $$`.execute(db);
  await sql`
    CREATE FUNCTION documents_raise_company_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      subject record;
    BEGIN
      FOR subject IN
        SELECT OLD.subject_type AS kind, OLD.subject_id AS id WHERE TG_OP <> 'INSERT'
        UNION SELECT NEW.subject_type, NEW.subject_id WHERE TG_OP <> 'DELETE'
      LOOP
        IF subject.kind = 'representative' THEN
          UPDATE companies SET revision = revision + 1
          WHERE id = (SELECT company_id FROM representatives WHERE representatives.id = subject.id);
        ELSIF subject.kind = 'user' THEN
          UPDATE companies SET revision = revision + 1 WHERE user_id = subject.id;
        END IF;
      END LOOP;
      RETURN NULL;
    END;
    $$`.execute(db);
  for (const table of CHILDREN) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_company_revision`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION ${sql.raw(POSTGRES_FUNCTION_OF[table])}()`.execute(db);
  }
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  // The inner update changes the revision, so the WHEN stops it firing again.
  await sql`
    CREATE TRIGGER companies_revision AFTER UPDATE ON companies
    FOR EACH ROW WHEN NEW.revision = OLD.revision
    BEGIN
      UPDATE companies SET revision = OLD.revision + 1 WHERE id = NEW.id;
    END`.execute(db);
  const byCompanyId = (row: 'NEW' | 'OLD') =>
    `UPDATE companies SET revision = revision + 1 WHERE id = ${row}.company_id;`;
  const raise = {
    representatives: byCompanyId,
    documents: (row: 'NEW' | 'OLD') => `
      UPDATE companies SET revision = revision + 1
      WHERE ${row}.subject_type = 'representative'
        AND id = (SELECT company_id FROM representatives WHERE representatives.id = ${row}.subject_id);
      UPDATE companies SET revision = revision + 1
      WHERE ${row}.subject_type = 'user' AND user_id = ${row}.subject_id;`,
    health_verifications: byCompanyId,
  };
  for (const table of CHILDREN) {
    const statements = {
      insert: raise[table]('NEW'),
      update: `${raise[table]('OLD')}\n${raise[table]('NEW')}`,
      delete: raise[table]('OLD'),
    };
    for (const [event, body] of Object.entries(statements)) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_company_revision_${event} AFTER ${event.toUpperCase()} ON ${table}
          FOR EACH ROW BEGIN ${body} END`,
        )
        .execute(db);
    }
  }
}

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CHILDREN) {
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_company_revision`)} ON ${sql.table(table)}`.execute(
        db,
      );
    }
    for (const name of new Set(Object.values(POSTGRES_FUNCTION_OF))) {
      await sql`DROP FUNCTION IF EXISTS ${sql.raw(name)}()`.execute(db);
    }
    await sql`DROP TRIGGER IF EXISTS companies_revision ON companies`.execute(db);
    await sql`DROP FUNCTION IF EXISTS companies_raise_revision()`.execute(db);
  } else {
    for (const table of CHILDREN) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`DROP TRIGGER IF EXISTS ${table}_company_revision_${event}`).execute(db);
      }
    }
    await sql`DROP TRIGGER IF EXISTS companies_revision`.execute(db);
  }
  await db.schema.alterTable('companies').dropColumn('revision').execute();
}
