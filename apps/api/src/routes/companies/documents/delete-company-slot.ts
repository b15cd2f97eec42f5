import type { App } from '../../../types';
import { authUserId, NoContentSchema } from '../../documents/schemas';
import { CompanySlotParamsSchema } from './company-document-type';

/** Empties one slot of the user's company (every document in it). */
export default async function deleteCompanySlot(app: App) {
  app.delete(
    '/companies/:id/documents/:type',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: CompanySlotParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const { documents } = app.deps;
      const company = await documents.ownedCompany(request.params.id, authUserId(request), request.locale);
      const rows = await documents.list({
        subjectType: 'company',
        subjectId: company.id,
        type: request.params.type,
      });
      await documents.remove(rows, request.log);
      return reply.status(204).send(null);
    },
  );
}
