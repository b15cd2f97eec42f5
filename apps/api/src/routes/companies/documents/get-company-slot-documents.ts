import { DocumentListSchema, toDocumentDto } from '../../../modules/documents';
import type { App } from '../../../types';
import { authUserId } from '../../documents/schemas';
import { CompanySlotParamsSchema } from './company-document-type';

/** The documents of one slot of the user's company. */
export default async function getCompanySlotDocuments(app: App) {
  app.get(
    '/companies/:id/documents/:type',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: CompanySlotParamsSchema,
        response: { 200: DocumentListSchema },
      },
    },
    async (request) => {
      const { documents, config } = app.deps;
      const company = await documents.ownedCompany(request.params.id, authUserId(request), request.locale);
      const rows = await documents.list({
        subjectType: 'company',
        subjectId: company.id,
        type: request.params.type,
      });
      return rows.map((row) => toDocumentDto(config.publicApiUrl, row));
    },
  );
}
