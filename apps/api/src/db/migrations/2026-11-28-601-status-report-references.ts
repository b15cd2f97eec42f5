import type { Kysely } from 'kysely';

// What makes a status report usable by the insurer: the partner's own reference of its request
// (given when the request is created, copied on each report), and for an opening no partner's
// request began, the member's name, e-mail and SIREN as they were when the report was written
// (so every attempt posts the same body).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signup_requests').addColumn('partner_reference', 'text').execute();
  for (const column of [
    'partner_reference',
    'member_first_name',
    'member_last_name',
    'member_email',
    'member_siren',
  ]) {
    await db.schema.alterTable('status_reports').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'member_siren',
    'member_email',
    'member_last_name',
    'member_first_name',
    'partner_reference',
  ]) {
    await db.schema.alterTable('status_reports').dropColumn(column).execute();
  }
  await db.schema.alterTable('signup_requests').dropColumn('partner_reference').execute();
}
