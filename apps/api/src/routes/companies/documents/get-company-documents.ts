import { DocumentListSchema, toDocumentDto } from '../../../modules/documents';
import type { App } from '../../../types';
import { authUserId } from '../../documents/schemas';
import { CompanyParamsSchema } from './company-document-type';

/** Every live document of the user's company, all slots, oldest first. */
export default async function getCompanyDocuments(app: App) {
  app.get(
    '/companies/:id/documents',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: CompanyParamsSchema,
        response: { 200: DocumentListSchema },
      },
    },
    async (request) => {
      const { documents, config } = app.deps;
      const company = await documents.ownedCompany(request.params.id, authUserId(request), request.locale);
      const rows = await documents.list({ subjectType: 'company', subjectId: company.id });
      return rows.map((row) => toDocumentDto(config.publicApiUrl, row));
    },
  );
}
