import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema } from '../signed-in-user';

/** POST /pro-sante-connect/decoupled/{requestId}/poll: where the phone's approval stands. */
export default async function postPscDecoupledPoll(app: App) {
  app.post(
    '/pro-sante-connect/decoupled/:requestId/poll',
    {
      schema: {
        tags: ['user'],
        params: z.object({ requestId: IdSchema }),
        response: replyFor('POST /pro-sante-connect/decoupled/{requestId}/poll'),
      },
      preValidation: app.verifyAppCheck,
    },
    async (request) => app.services.proSanteConnect.pollDecoupled(request.params.requestId),
  );
}
