import type { Kysely } from 'kysely';

// Duplicate detection looks for a person declared in another opening by birth date first (then
// compares the names as words): an index on it. Companies are compared by SIREN, already indexed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('representatives_birth_date_idx')
    .on('representatives')
    .column('birth_date')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('representatives_birth_date_idx').execute();
}
