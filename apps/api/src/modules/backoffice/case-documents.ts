import type { CaseDetailReply, Locale } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { documentLabel } from '../decisions/requested-documents';

type CaseDocument = CaseDetailReply['documents'][number];

interface CaseSubject {
  caseId: string;
  userId: string;
  userName: string;
  companyName: string;
}

/**
 * The live documents of an opening: its user's own, its company's, and those of its people and
 * company mandates, each with whose it is. The same query decides which document ids the
 * back-office may serve for this case.
 */
export async function caseDocumentRows(db: Kysely<Database>, subject: CaseSubject) {
  const people = await db
    .selectFrom('representatives')
    .select(['id', 'is_company', 'first_name', 'last_name', 'company_name'])
    .where('company_id', '=', subject.caseId)
    .execute();
  const names = new Map<string, string>([
    [subject.userId, subject.userName],
    [subject.caseId, subject.companyName],
    ...people.map((person): [string, string] => [
      person.id,
      person.is_company === 1
        ? (person.company_name ?? '')
        : `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim(),
    ]),
  ]);
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('subject_id', 'in', [...names.keys()])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ row, subjectName: names.get(row.subject_id) ?? '' }));
}

export async function caseDocuments(
  db: Kysely<Database>,
  subject: CaseSubject,
  locale: Locale,
): Promise<CaseDocument[]> {
  return (await caseDocumentRows(db, subject)).map(({ row, subjectName }) => {
    return {
      id: row.id,
      type: row.type,
      label: documentLabel(locale, row.subject_type, row.type),
      subject_type: row.subject_type,
      subject_name: subjectName,
      file_name: row.file_name,
      mime_type: row.mime_type,
      size: row.size,
      created_at: row.created_at,
    };
  });
}
