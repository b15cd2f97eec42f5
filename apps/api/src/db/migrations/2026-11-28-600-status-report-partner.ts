import { type Kysely, sql } from 'kysely';

// Each status report belongs to one partner: the partner whose request the opening came from, or
// none (null) for the brand's insurer (an opening started on the web, or from a request no partner
// made). A partner pages only its own; reports already written take their request's partner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('status_reports')
    .addColumn('partner_id', 'text', (col) => col.references('partners.id'))
    .execute();
  await sql`
    UPDATE status_reports SET partner_id = (
      SELECT signup_requests.partner_id FROM signup_requests
      WHERE signup_requests.id = status_reports.signup_request_id
    )
    WHERE signup_request_id IS NOT NULL
  `.execute(db);
  // A partner's page of its events, oldest first.
  await db.schema
    .createIndex('status_reports_partner_feed_idx')
    .on('status_reports')
    .columns(['partner_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('status_reports_partner_feed_idx').execute();
  await db.schema.alterTable('status_reports').dropColumn('partner_id').execute();
}
