import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** Hands a case back: its holder, or a supervisor; journaled. */
export default async function postBackofficeCaseRelease(app: App) {
  app.post(
    '/backoffice/cases/:caseId/release',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ caseId: IdSchema }),
        response: replyFor('POST /backoffice/cases/{caseId}/release'),
      },
    },
    async (request) =>
      app.services.caseAssignments.release({
        operator: signedInOperator(request),
        caseId: request.params.caseId,
        requestId: request.id,
      }),
  );
}
