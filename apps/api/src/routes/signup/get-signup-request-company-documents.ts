import { createCompanyRepository } from '../../modules/companies/company.repository';
import { DocumentListSchema, listDocuments, toDocumentDto } from '../../modules/documents/index';
import { createSignupRequestService } from '../../modules/signup-requests/signup-request.service';
import type { App } from '../../types';
import { SignupRequestParamsSchema } from './signup-request-params';

/** The company's documents (statutes, proof of address...); only the request's user, signed in. */
export default async function getSignupRequestCompanyDocuments(app: App) {
  const requests = createSignupRequestService(app.deps);
  const companies = createCompanyRepository(app.deps.db);
  app.get(
    '/signup/request/:uuid/company/documents',
    {
      schema: {
        tags: ['signup-request'],
        security: [{ bearer: [] }],
        params: SignupRequestParamsSchema,
        response: { 200: DocumentListSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const userId = request.auth?.userId ?? '';
      await requests.owned(request.params.uuid, userId);
      const company = await companies.findByUser(userId);
      if (!company) return [];
      const rows = await listDocuments(app.deps.db, { subjectType: 'company', subjectId: company.id });
      return rows.map((row) => toDocumentDto(app.deps.config.publicApiUrl, row));
    },
  );
}
