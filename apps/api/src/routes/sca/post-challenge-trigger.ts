import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';
import { challengeIn } from './in-words';

/** POST /sca/challenges/{challenge_id}/trigger: sends the code (or the app notification) by the chosen method. */
export default async function postChallengeTrigger(app: App) {
  app.post(
    '/sca/challenges/:challenge_id/trigger',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ challenge_id: IdSchema }),
        body: bodyFor('POST /sca/challenges/{challenge_id}/trigger'),
        response: replyFor('POST /sca/challenges/{challenge_id}/trigger'),
      },
    },
    async (request) =>
      challengeIn(
        request.locale,
        await app.services.sca.challenges.trigger(
          signedInUserId(request),
          request.params.challenge_id,
          request.body?.token_id,
          request.locale,
        ),
      ),
  );
}
