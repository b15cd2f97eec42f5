import { type CaseDetailReply, documentLabel, type Locale } from '@app/domain';
import type { CaseSubject, DocumentRepository } from '../../db/repositories/documents';

type CaseDocument = CaseDetailReply['documents'][number];

/**
 * The case's documents as the case page lists them, each named in the operator's language and, for
 * the company's, in the words of its kind of business (a sole trader's practice address).
 */
export async function caseDocuments(
  documents: DocumentRepository,
  subject: CaseSubject,
  locale: Locale,
  legalForm: string | null,
): Promise<CaseDocument[]> {
  return (await documents.ofCase(subject)).map(({ row, subjectName }) => ({
    id: row.id,
    type: row.type,
    label: documentLabel(locale, row.subject_type, row.type, legalForm),
    subject_type: row.subject_type,
    subject_name: subjectName,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size: row.size,
    created_at: row.created_at,
  }));
}
