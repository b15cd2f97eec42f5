import { DocumentListSchema, toDocumentDto } from '../../../modules/documents';
import type { App } from '../../../types';
import { authUserId } from '../../documents/schemas';
import {
  CompanyQuerySchema,
  RepresentativeDocumentTypeSchema,
  RepresentativeParamsSchema,
  representativeSubject,
} from './representative-document-type';

/** The documents of one slot of a representative of the user's company. */
export default async function getRepresentativeSlotDocuments(app: App) {
  app.get(
    '/representatives/:id/documents/:type',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: RepresentativeParamsSchema.extend({ type: RepresentativeDocumentTypeSchema }),
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
      const rows = await documents.list({
        ...representativeSubject(representative, userId, request.params.type),
        type: request.params.type,
      });
      return rows.map((row) => toDocumentDto(config.publicApiUrl, row));
    },
  );
}
