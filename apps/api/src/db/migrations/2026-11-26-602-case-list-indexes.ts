import type { Kysely } from 'kysely';

// The back-office's case list pages through every opening sorted by age and filtered by status
// (the user's completion), searched by SIREN or e-mail: each of those reads an index.
const INDEXES = [
  { name: 'cases_companies_created_idx', table: 'companies', columns: ['created_at', 'id'] },
  { name: 'cases_companies_user_idx', table: 'companies', columns: ['user_id'] },
  { name: 'cases_companies_siren_idx', table: 'companies', columns: ['siren'] },
  { name: 'cases_users_completed_idx', table: 'users', columns: ['completed_at', 'id'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema
      .createIndex(index.name)
      .on(index.table)
      .columns([...index.columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
