import type { App } from '../../../types';
import { authUserId, IdSchema, NoContentSchema } from '../../documents/schemas';
import {
  CompanyQuerySchema,
  RepresentativeParamsSchema,
  representativeSubject,
} from './representative-document-type';

/** Deletes one document of a representative of the user's company. */
export default async function deleteRepresentativeDocument(app: App) {
  app.delete(
    '/representatives/:id/documents/:documentId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: RepresentativeParamsSchema.extend({ documentId: IdSchema }),
        querystring: CompanyQuerySchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserId(request);
      const { documents } = app.deps;
      const representative = await documents.ownedRepresentative(
        request.params.id,
        userId,
        request.query.companyId,
        request.locale,
      );
      // The account holder's identity card may be removed from here too: it is shown here.
      const row = await documents
        .getOwned(userId, request.params.documentId, request.locale, {
          subjectType: 'representative',
          subjectId: representative.id,
        })
        .catch((error: unknown) => {
          if (!representative.isAccountHolder) throw error;
          return documents.getOwned(userId, request.params.documentId, request.locale, {
            ...representativeSubject(representative, userId, 'identity_card'),
            type: 'identity_card',
          });
        });
      await documents.remove([row], request.log);
      return reply.status(204).send(null);
    },
  );
}
