import { REPRESENTATIVE_DOCUMENT_KINDS, type RepresentativeDocumentKind } from '@app/domain';
import { z } from 'zod';
import type { DocumentSubject } from '../../../modules/documents';
import type { OwnedRepresentative } from '../../../modules/documents/subject-access';

/** identity_card, identity_photo, mandate. */
export const RepresentativeDocumentTypeSchema = z.enum(REPRESENTATIVE_DOCUMENT_KINDS);

export const RepresentativeParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The client names the representative's company; when it does, it must be the right one. */
export const CompanyQuerySchema = z.object({ companyId: z.string().min(1).max(100).optional() });

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
