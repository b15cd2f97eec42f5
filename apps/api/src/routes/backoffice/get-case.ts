import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** The case page (read only); the view is recorded in the audit journal. */
export default async function getBackofficeCase(app: App) {
  app.get(
    '/backoffice/cases/:caseId',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('GET /backoffice/cases/{caseId}'),
      },
    },
    async (request) =>
      app.services.backofficeCases.view(
        signedInOperator(request),
        request.params.caseId,
        request.locale,
        request.id,
      ),
  );
}
