import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';

/** The case's risk: its latest rating with the factors in words, every earlier one, what due diligence asked. */
export default async function getBackofficeCaseRisk(app: App) {
  app.get(
    '/backoffice/cases/:caseId/risk',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('GET /backoffice/cases/{caseId}/risk'),
      },
    },
    async (request) => app.services.risk.caseRisk(request.params.caseId, request.locale),
  );
}
