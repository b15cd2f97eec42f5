import { isMessageKey, type Locale, type RequestedDocumentReply, translate } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The user's proof_of_address slot is their home address proof, not the company's. */
const labelKind = (subjectType: string, type: string) =>
  subjectType === 'user' && type === 'proof_of_address' ? 'address_proof' : type;

export const documentLabel = (locale: Locale, subjectType: string, type: string): string => {
  const key = `document.kind.${labelKind(subjectType, type)}`;
  return isMessageKey(key) ? translate(locale, key) : type;
};

/** What the bank asked the customer to send again and that is not sent yet, oldest first. */
export async function pendingRequests(
  db: Kysely<Database>,
  caseId: string,
  locale: Locale,
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
    label: documentLabel(locale, row.subject_type, row.document_type),
    subject_type: row.subject_type,
    message: row.message ?? '',
    requested_at: row.at,
  }));
}
