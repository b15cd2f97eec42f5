import { z } from 'zod';
import { toCompanyDto } from '../../modules/companies/company-dto';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/** PUT /companies/{companyId}: same body and answer as POST /companies. */
export default async function putCompany(app: App) {
  app.put(
    '/companies/:companyId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['companies'],
        params: z.object({ companyId: IdSchema }),
        body: bodyFor('PUT /companies/{companyId}'),
        response: replyFor('PUT /companies/{companyId}'),
      },
    },
    async (request) => {
      const company = await app.services.companies.update(
        request.params.companyId,
        signedInUserId(request),
        request.body,
      );
      return toCompanyDto(company, request.locale);
    },
  );
}
