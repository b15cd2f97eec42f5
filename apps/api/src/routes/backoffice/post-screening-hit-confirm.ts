import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** A second operator confirms the false positive proposed on a strong hit. */
export default async function postBackofficeScreeningHitConfirm(app: App) {
  app.post(
    '/backoffice/screening/hits/:hitId/confirm',
    {
      schema: {
        tags: ['backoffice'],
        params: z.object({ hitId: IdSchema }),
        response: replyFor('POST /backoffice/screening/hits/{hitId}/confirm'),
      },
    },
    async (request) =>
      app.services.screeningHits.confirm(
        { operator: signedInOperator(request), requestId: request.id },
        request.params.hitId,
      ),
  );
}
