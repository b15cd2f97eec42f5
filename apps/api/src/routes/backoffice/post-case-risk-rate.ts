import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** Has the case rated now from the table in force (a case submitted before ratings existed, say); journaled. */
export default async function postBackofficeCaseRiskRate(app: App) {
  app.post(
    '/backoffice/cases/:caseId/risk/rate',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('POST /backoffice/cases/{caseId}/risk/rate'),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await app.services.risk.rateOnRequest(
            signedInOperator(request),
            request.params.caseId,
            request.id,
            request.locale,
          ),
        ),
  );
}
