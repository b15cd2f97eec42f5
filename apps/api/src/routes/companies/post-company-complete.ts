import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccountDtoSchema } from '../../modules/accounts/account-dto';
import { createCompletionService } from '../../modules/companies/completion.service';
import { requestUserId } from '../../modules/companies/request-user';
import type { App } from '../../types';

const ParamsSchema = z.object({ companyId: z.string().max(64) });

/**
 * POST /companies/{id}/complete with the terms screen's boxes {terms, deposit_guarantee, consent}
 * (each true; checked with the rest, not by the route schema, so that an intruder still reads 404
 * and a completed user 302): every check first (422 with what is missing), then strong
 * customer authentication (399 until a challenge for this action is validated), then the account.
 * Once complete, the journey routes answer 302 with the customer space url.
 */
export default async function postCompanyComplete(app: App) {
  const completion = createCompletionService(app.deps);
  const ready = async (request: FastifyRequest) => {
    const { companyId } = ParamsSchema.parse(request.params);
    await completion.checkReady(companyId, requestUserId(request), request.locale, request.body);
  };
  app.post(
    '/companies/:companyId/complete',
    {
      preHandler: [app.requireOpenJourney, ready, app.requireSca('company.complete')],
      schema: { tags: ['companies'], params: ParamsSchema, response: { 200: AccountDtoSchema } },
    },
    async (request) => completion.complete(request.params.companyId, requestUserId(request)),
  );
}
