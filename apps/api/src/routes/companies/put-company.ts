import { z } from 'zod';
import { createCompanyService } from '../../modules/companies/company.service';
import { toCompanyDto } from '../../modules/companies/company-dto';
import { requestUserId } from '../../modules/companies/request-user';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { CompanyBodySchema } from './company-body';

/** PUT /companies/{companyId}: same body and answer as POST /companies. */
export default async function putCompany(app: App) {
  const companies = createCompanyService(app.deps);
  app.put(
    '/companies/:companyId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['companies'],
        params: z.object({ companyId: z.string().max(64) }),
        body: CompanyBodySchema,
        response: replyFor('PUT /companies/{companyId}'),
      },
    },
    async (request) => {
      const company = await companies.update(request.params.companyId, requestUserId(request), request.body);
      return toCompanyDto(company, request.locale);
    },
  );
}
