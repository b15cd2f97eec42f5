import { z } from 'zod';
import type { App } from '../../../types';
import { replyFor } from '../../reply-schemas';
import { bodyFor } from '../../request-schemas';
import { IdSchema } from '../../signed-in-user';
import { attemptRateLimit } from '../attempt-limit';

/** POST /sca/app/challenges/{id}/respond: the user accepts or refuses on the device, which signs the answer. */
export default async function postRespond(app: App) {
  app.post(
    '/sca/app/challenges/:id/respond',
    {
      config: attemptRateLimit(app),
      schema: {
        tags: ['sca-app'],
        params: z.object({ id: IdSchema }),
        body: bodyFor('POST /sca/app/challenges/{id}/respond'),
        response: replyFor('POST /sca/app/challenges/{id}/respond'),
      },
    },
    async (request) =>
      app.services.scaApp.respond(request.params.id, request.body.decision, request.body.signature),
  );
}
