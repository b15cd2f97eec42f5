import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';

/** How each person's identity was established, with when and the evidence (R.561-5-1, R.561-5-2, L.561-12 CMF). */
export default async function getBackofficeCaseIdentityMeasures(app: App) {
  app.get(
    '/backoffice/cases/:caseId/identity-measures',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('GET /backoffice/cases/{caseId}/identity-measures'),
      },
    },
    async (request) => app.services.measures.measuresOf(request.params.caseId),
  );
}
