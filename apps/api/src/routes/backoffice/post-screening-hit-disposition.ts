import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** A false positive with its reason, or a supervisor's true match that freezes the case. */
export default async function postBackofficeScreeningHitDisposition(app: App) {
  app.post(
    '/backoffice/screening/hits/:hitId/disposition',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ hitId: IdSchema }),
        body: bodyFor('POST /backoffice/screening/hits/{hitId}/disposition'),
        response: replyFor('POST /backoffice/screening/hits/{hitId}/disposition'),
      },
    },
    async (request) =>
      app.services.screeningHits.dispose(
        { operator: signedInOperator(request), requestId: request.id },
        request.params.hitId,
        request.body,
      ),
  );
}
