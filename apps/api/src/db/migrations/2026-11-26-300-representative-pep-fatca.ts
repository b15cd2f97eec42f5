import type { Kysely } from 'kysely';

// What the bank reviews of a politically exposed person (the function and its country) and of a
// US person (the US TIN for FATCA reporting). Nullable: asked only after a yes. SQLite adds one
// column per statement.
const COLUMNS = ['pep_function', 'pep_country', 'us_tin'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('representatives').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable('representatives').dropColumn(column).execute();
  }
}
