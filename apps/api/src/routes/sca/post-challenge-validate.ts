import { z } from 'zod';
import { rateLimitConfig } from '../../modules/auth/rate-limit';
import { authUserId } from '../../modules/sca/auth-user';
import type { App } from '../../types';
import { IdSchema, ScaChallengeSchema, ScaCodeSchema } from './sca.schemas';

/**
 * POST /sca/challenges/{challenge_id}/validate: the code (e-mail, SMS) or the app's acceptance
 * validates the challenge; the client then retries its call with header x-sca-challenge.
 */
export default async function postChallengeValidate(app: App) {
  app.post(
    '/sca/challenges/:challenge_id/validate',
    {
      // Per client IP, on top of the per-challenge attempt limit.
      config: rateLimitConfig(app.deps.config, { max: 60, timeWindow: '1 minute' }),
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ challenge_id: IdSchema }),
        body: z.object({ challenge_id: IdSchema.optional(), code: ScaCodeSchema.optional() }).nullish(),
        response: { 200: ScaChallengeSchema },
      },
    },
    async (request) =>
      app.sca.validate(authUserId(request), request.params.challenge_id, request.body?.code, request.locale),
  );
}
