import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';
import { challengeIn } from './in-words';

/** GET /sca/challenges/{id}/status: polled every 2 s while the app is asked; accepted means validate now. */
export default async function getChallengeStatus(app: App) {
  app.get(
    '/sca/challenges/:id/status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ id: IdSchema }),
        response: replyFor('GET /sca/challenges/{id}/status'),
      },
    },
    async (request) =>
      challengeIn(
        request.locale,
        await app.services.sca.challenges.status(signedInUserId(request), request.params.id),
      ),
  );
}
