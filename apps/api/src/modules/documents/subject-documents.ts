import type { RepresentativeDocumentKind } from '@app/domain';
import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type { DocumentRow, DocumentSubject } from '../../db/repositories/documents';
import type { Database } from '../../db/schema';
import { checkCompanyUpload } from './company-upload-rules';
import { checkRepresentativeUpload } from './representative-upload-rules';
import { createSubjectAccess, type OwnedCompany, type OwnedRepresentative } from './subject-access';

/**
 * Where a representative's document of this type lives: the signed-in user's own identity card
 * is the one of their account (the checks read it there), everything else is the person's.
 */
export function representativeSubject(
  representative: OwnedRepresentative,
  userId: string,
  type: RepresentativeDocumentKind | undefined,
): DocumentSubject {
  return type === 'identity_card' && representative.isAccountHolder
    ? { subjectType: 'user', subjectId: userId }
    : { subjectType: 'representative', subjectId: representative.id };
}

/**
 * The documents of a company or a representative the signed-in user may see (anything else is
 * the same 404 as a missing id), oldest first.
 */
export function createSubjectDocuments(db: Kysely<Database>, repos: ReposOf<'documents' | 'kycAnswers'>) {
  const documents = repos.documents(db);
  const access = createSubjectAccess(db);

  return {
    /** The user's company, else 404. */
    ownedCompany: access.company,
    /** A representative of the user's company (and of companyId when given), else 404. */
    ownedRepresentative: access.representative,

    /** The user's company (else 404) when this slot may take a document now (else 409 or 422). */
    async companyForUpload(companyId: string, userId: string, type: string): Promise<OwnedCompany> {
      const company = await access.company(companyId, userId);
      await checkCompanyUpload(repos.kycAnswers(db), company, type);
      return company;
    },

    /** Refuses a document this representative is not asked for (a mandate only where the spec asks). */
    checkRepresentativeUpload: (representative: OwnedRepresentative, type: RepresentativeDocumentKind) =>
      checkRepresentativeUpload(db, representative, type),

    /** The documents of the user's company, of one slot when named. */
    async ofCompany(companyId: string, userId: string, type?: string): Promise<DocumentRow[]> {
      const company = await access.company(companyId, userId);
      return documents.list({ subjectType: 'company', subjectId: company.id, type });
    },

    /** The documents of the company of the user's opening request; none before it exists. */
    async ofRequestCompany(requestId: string, userId: string): Promise<DocumentRow[]> {
      const company = await access.companyOfRequest(requestId, userId);
      return company ? documents.list({ subjectType: 'company', subjectId: company.id }) : [];
    },

    /**
     * A representative's documents, of one slot when named; when the representative is the
     * signed-in user, their identity card is the one of their account (listed first).
     */
    async ofRepresentative(
      representative: OwnedRepresentative,
      userId: string,
      type?: RepresentativeDocumentKind,
    ): Promise<DocumentRow[]> {
      if (type) return documents.list({ ...representativeSubject(representative, userId, type), type });
      const own = await documents.list({ subjectType: 'representative', subjectId: representative.id });
      const accountCard = representative.isAccountHolder
        ? await documents.list({ subjectType: 'user', subjectId: userId, type: 'identity_card' })
        : [];
      return [...accountCard, ...own];
    },
  };
}
