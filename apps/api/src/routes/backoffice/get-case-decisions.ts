import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';

/** The decisions side of the case page: status, reviewers (four-eyes), document decisions, first transfers. */
export default async function getBackofficeCaseDecisions(app: App) {
  app.get(
    '/backoffice/cases/:caseId/decisions',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('GET /backoffice/cases/{caseId}/decisions'),
      },
    },
    async (request) => app.services.decisions.decisions(request.params.caseId),
  );
}
