import { ClientStatusSchema } from '@app/domain';
import { z } from 'zod';
import { createCompanyService } from '../../modules/companies/company.service';
import { requestUserId } from '../../modules/companies/request-user';
import type { App } from '../../types';

const BodySchema = z.object({
  /** What the client computed; the server computes it again from the company's answer. */
  client_status: ClientStatusSchema.partial().optional(),
  is_active_non_financial_entity: z.boolean({ error: 'validation.yes_no_required' }).optional(),
});

/** POST /company-certification/{companyId}: records the company's client status (spec §3). */
export default async function postCompanyCertification(app: App) {
  const companies = createCompanyService(app.deps);
  app.post(
    '/company-certification/:companyId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['companies'],
        params: z.object({ companyId: z.string().max(64) }),
        body: BodySchema.optional(),
        response: { 200: z.object({ client_status: ClientStatusSchema }) },
      },
    },
    async (request) => {
      const status = await companies.certify(
        request.params.companyId,
        requestUserId(request),
        request.body?.is_active_non_financial_entity,
      );
      return { client_status: status };
    },
  );
}
