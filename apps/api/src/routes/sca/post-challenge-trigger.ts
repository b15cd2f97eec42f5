import { z } from 'zod';
import { authUserId } from '../../modules/sca/auth-user';
import type { App } from '../../types';
import { IdSchema, ScaChallengeSchema } from './sca.schemas';

/** POST /sca/challenges/{challenge_id}/trigger: sends the code (or the app notification) by the chosen method. */
export default async function postChallengeTrigger(app: App) {
  app.post(
    '/sca/challenges/:challenge_id/trigger',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ challenge_id: IdSchema }),
        body: z.object({ token_id: IdSchema.optional() }).nullish(),
        response: { 200: ScaChallengeSchema },
      },
    },
    async (request) =>
      app.sca.trigger(
        authUserId(request),
        request.params.challenge_id,
        request.body?.token_id,
        request.locale,
      ),
  );
}
