import { DocumentListSchema, toDocumentDto } from '../../../modules/documents';
import type { App } from '../../../types';
import { authUserId } from '../../documents/schemas';
import { CompanyQuerySchema, RepresentativeParamsSchema } from './representative-document-type';

/** Every live document of a representative of the user's company (the user's own card included). */
export default async function getRepresentativeDocuments(app: App) {
  app.get(
    '/representatives/:id/documents',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: RepresentativeParamsSchema,
        querystring: CompanyQuerySchema,
        response: { 200: DocumentListSchema },
      },
    },
    async (request) => {
      const { documents, config } = app.deps;
      const userId = authUserId(request);
      const representative = await documents.ownedRepresentative(
        request.params.id,
        userId,
        request.query.companyId,
        request.locale,
      );
      const own = await documents.list({ subjectType: 'representative', subjectId: representative.id });
      const accountCard = representative.isAccountHolder
        ? await documents.list({ subjectType: 'user', subjectId: userId, type: 'identity_card' })
        : [];
      const rows = [...accountCard, ...own];
      return rows.map((row) => toDocumentDto(config.publicApiUrl, row));
    },
  );
}
