import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/**
 * GET /companies/{companyId}/capital-deposit: the blocked account, each shareholder's instructions
 * and progress (€ received / € due, status) and, once complete, the certificate. The journey is
 * complete by then: authentication only.
 */
export default async function getCapitalDeposit(app: App) {
  app.get(
    '/companies/:companyId/capital-deposit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['capital deposit'],
        params: z.object({ companyId: IdSchema }),
        response: replyFor('GET /companies/{companyId}/capital-deposit'),
      },
    },
    async (request) => app.services.capitalDeposits.get(request.params.companyId, signedInUserId(request)),
  );
}
