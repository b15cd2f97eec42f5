import { type Kysely, sql } from 'kysely';

// One standing legal hold per case: two supervisors setting one at once cannot leave two to lift.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('legal_holds_one_standing')
    .on('legal_holds')
    .column('company_id')
    .unique()
    .where(sql.ref('lifted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('legal_holds_one_standing').execute();
}
