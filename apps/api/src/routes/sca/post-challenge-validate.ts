import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';
import { attemptRateLimit } from './attempt-limit';
import { challengeIn } from './in-words';

/**
 * POST /sca/challenges/{challenge_id}/validate: the code (e-mail, SMS) or the app's acceptance
 * validates the challenge; the client then retries its call with header x-sca-challenge.
 */
export default async function postChallengeValidate(app: App) {
  app.post(
    '/sca/challenges/:challenge_id/validate',
    {
      config: attemptRateLimit(app),
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ challenge_id: IdSchema }),
        body: bodyFor('POST /sca/challenges/{challenge_id}/validate'),
        response: replyFor('POST /sca/challenges/{challenge_id}/validate'),
      },
    },
    async (request) =>
      challengeIn(
        request.locale,
        await app.services.sca.challenges.validate(
          signedInUserId(request),
          request.params.challenge_id,
          request.body?.code,
        ),
      ),
  );
}
