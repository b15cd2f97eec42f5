import type { Kysely } from 'kysely';

// The id of the request that caused an e-mail, a text message or an insurer's status report (the
// x-request-id its caller got back; null for what no request caused): the request's log line, the
// row and its delivery's log lines are found by one id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('request_id', 'text').execute();
  await db.schema.alterTable('status_reports').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('status_reports').dropColumn('request_id').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('request_id').execute();
}
