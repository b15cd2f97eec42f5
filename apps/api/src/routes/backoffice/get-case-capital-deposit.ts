import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';

/**
 * The capital deposit section of an enrollment's case page: the blocked account, each
 * shareholder's due, received and held amounts, every transfer with its outcome and reason, the
 * certificate and the registration. 404 for a case without a deposit.
 */
export default async function getBackofficeCaseCapitalDeposit(app: App) {
  app.get(
    '/backoffice/cases/:caseId/capital-deposit',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('GET /backoffice/cases/{caseId}/capital-deposit'),
      },
    },
    async (request) => app.services.capitalDeposits.ofCase(request.params.caseId),
  );
}
