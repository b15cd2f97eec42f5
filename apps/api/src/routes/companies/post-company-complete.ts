import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

const ParamsSchema = z.object({ companyId: IdSchema });

/**
 * POST /companies/{id}/complete with the terms screen's boxes {terms, deposit_guarantee, consent}
 * (and the optional communication box)
 * (each true; checked with the rest, not by the route schema, so that an intruder still reads 404
 * and a completed user 302): every check first (422 with what is missing), then strong
 * customer authentication (399 until a challenge for this action is validated), then the account.
 * Once complete, the journey routes answer 302 with the customer space url.
 */
export default async function postCompanyComplete(app: App) {
  const { completion } = app.services;
  const ready = async (request: FastifyRequest) => {
    const { companyId } = ParamsSchema.parse(request.params);
    await completion.checkReady(companyId, signedInUserId(request), request.body);
  };
  app.post(
    '/companies/:companyId/complete',
    {
      preHandler: [app.requireOpenJourney, ready, app.requireSca('company.complete')],
      schema: {
        tags: ['companies'],
        params: ParamsSchema,
        // Taken as it comes: `ready` checks the boxes once the caller may see the company.
        body: bodyFor('POST /companies/{companyId}/complete'),
        response: replyFor('POST /companies/{companyId}/complete'),
      },
    },
    async (request) => completion.complete(request.params.companyId, signedInUserId(request), request.body),
  );
}
