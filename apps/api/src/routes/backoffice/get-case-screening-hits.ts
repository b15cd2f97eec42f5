import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** A case's screening hits with their reasons and dispositions. */
export default async function getBackofficeCaseScreeningHits(app: App) {
  app.get(
    '/backoffice/cases/:caseId/screening-hits',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('GET /backoffice/cases/{caseId}/screening-hits'),
      },
    },
    async (request) => app.services.screeningHits.caseHits(request.params.caseId, signedInOperator(request)),
  );
}
