import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema } from '../signed-in-user';
import { actingOn } from './decision-acting';

/**
 * An operator reviewing the Kbis records the registered company as the Kbis names it (SIREN,
 * registered name): the account opens in that name with that SIREN, after a second operator's approval.
 */
export default async function putBackofficeCaseDepositRegistration(app: App) {
  app.put(
    '/backoffice/cases/:caseId/capital-deposit/registration',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        body: bodyFor('PUT /backoffice/cases/{caseId}/capital-deposit/registration'),
        response: replyFor('PUT /backoffice/cases/{caseId}/capital-deposit/registration'),
      },
    },
    async (request) =>
      app.services.capitalDeposits.registerForCase(actingOn(request, request.params.caseId), request.body),
  );
}
