import { documentLabel, type Locale, type RequestedDocumentReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the bank asked the customer to send again and that is not sent yet, oldest first, each named
 * in the words of the customer's kind of business (a sole trader's practice address).
 */
export async function pendingRequests(
  db: Kysely<Database>,
  caseId: string,
  locale: Locale,
  legalForm: string | null,
): Promise<RequestedDocumentReply[]> {
  const rows = await db
    .selectFrom('document_decisions')
    .select(['id', 'document_type', 'subject_type', 'message', 'at'])
    .where('company_id', '=', caseId)
    .where('decision', '=', 'resubmit')
    .where('fulfilled_at', 'is', null)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    document_type: row.document_type,
    label: documentLabel(locale, row.subject_type, row.document_type, legalForm),
    subject_type: row.subject_type,
    message: row.message ?? '',
    requested_at: row.at,
  }));
}
