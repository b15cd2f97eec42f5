import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** Claims a case for oneself, or (a supervisor) assigns it to another operator; journaled. */
export default async function postBackofficeCaseClaim(app: App) {
  app.post(
    '/backoffice/cases/:caseId/claim',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        body: bodyFor('POST /backoffice/cases/{caseId}/claim'),
        response: replyFor('POST /backoffice/cases/{caseId}/claim'),
      },
    },
    async (request) =>
      app.services.caseAssignments.claim({
        operator: signedInOperator(request),
        caseId: request.params.caseId,
        ...(request.body.assignee_id ? { assigneeId: request.body.assignee_id } : {}),
        requestId: request.id,
      }),
  );
}
