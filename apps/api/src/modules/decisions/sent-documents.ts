import { documentLabel, documentUrl, type Locale, type SentDocumentReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { CaseSubject, DocumentRepository } from '../../db/repositories/documents';
import type { Database } from '../../db/schema';

/**
 * Every live document of the customer's opening, oldest first, named in their language and in the
 * words of their kind of business, each with the bank's last decision on it ("pending" until one
 * is taken). The decision's reason and message stay the bank's, but for a request to send again,
 * which the requested documents already carry.
 */
export async function sentDocuments(
  db: Kysely<Database>,
  documents: DocumentRepository,
  input: { subject: CaseSubject; locale: Locale; legalForm: string | null; publicApiUrl: string },
): Promise<SentDocumentReply[]> {
  const decided = await db
    .selectFrom('document_decisions')
    .select(['document_id', 'decision'])
    .where('company_id', '=', input.subject.caseId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  // The last decision wins: ordered oldest first, a later one replaces an earlier one.
  const decisionOf = new Map(decided.map((row) => [row.document_id, row.decision]));
  return (await documents.ofCase(input.subject)).map(({ row, subjectName }) => ({
    id: row.id,
    document_type: row.type,
    label: documentLabel(input.locale, row.subject_type, row.type, input.legalForm),
    subject_type: row.subject_type,
    person: row.subject_type === 'company' ? null : subjectName,
    file_name: row.file_name,
    mime_type: row.mime_type,
    sent_at: row.created_at,
    decision: decisionOf.get(row.id) ?? 'pending',
    url: documentUrl(input.publicApiUrl, row.id),
  }));
}
