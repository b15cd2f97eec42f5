import type { App } from '../../../types';
import { authUserId, IdSchema, NoContentSchema } from '../../documents/schemas';
import { CompanySlotParamsSchema } from './company-document-type';

/** Deletes one document of a slot of the user's company. */
export default async function deleteCompanyDocument(app: App) {
  app.delete(
    '/companies/:id/documents/:type/:documentId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: CompanySlotParamsSchema.extend({ documentId: IdSchema }),
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserId(request);
      const { documents } = app.deps;
      const company = await documents.ownedCompany(request.params.id, userId, request.locale);
      const row = await documents.getOwned(userId, request.params.documentId, request.locale, {
        subjectType: 'company',
        subjectId: company.id,
        type: request.params.type,
      });
      await documents.remove([row], request.log);
      return reply.status(204).send(null);
    },
  );
}
