import { REPRESENTATIVE_DOCUMENT_KINDS } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { OwnedRepresentative } from '../../../modules/documents/subject-access';
import type { App } from '../../../types';
import { slotParamsSchema } from '../../documents/schemas';
import { signedInUserId } from '../../signed-in-user';

/** /representatives/{id}/documents/{type}: identity_card, identity_photo, mandate. */
export const RepresentativeSlotParamsSchema = slotParamsSchema(REPRESENTATIVE_DOCUMENT_KINDS);

type RepresentativeRequest = FastifyRequest & { params: { id: string }; query: { companyId?: string } };

/** The representative the path names, of the signed-in user's company, with that user's id; else 404. */
export async function requestedRepresentative(
  app: App,
  request: RepresentativeRequest,
): Promise<{ representative: OwnedRepresentative; userId: string }> {
  const userId = signedInUserId(request);
  const representative = await app.services.documents.ownedRepresentative(
    request.params.id,
    userId,
    request.query.companyId,
  );
  return { representative, userId };
}
