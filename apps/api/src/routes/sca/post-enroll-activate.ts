import { z } from 'zod';
import { rateLimitConfig } from '../../modules/auth/rate-limit';
import { authUserId } from '../../modules/sca/auth-user';
import type { App } from '../../types';
import { IdSchema, ScaCodeSchema, ScaTokenSchema } from './sca.schemas';

/** POST /sca/tokens/{token_id}/enroll/activate: the code received proves the address; the method becomes active. */
export default async function postEnrollActivate(app: App) {
  app.post(
    '/sca/tokens/:token_id/enroll/activate',
    {
      // Per client IP, on top of the per-challenge attempt limit.
      config: rateLimitConfig(app.deps.config, { max: 60, timeWindow: '1 minute' }),
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ token_id: IdSchema }),
        body: z.object({ code: ScaCodeSchema, challenge_id: IdSchema, token_id: IdSchema.optional() }),
        response: { 200: ScaTokenSchema },
      },
    },
    async (request) => {
      const { code, challenge_id } = request.body;
      return app.sca.activate(
        authUserId(request),
        request.params.token_id,
        challenge_id,
        code,
        request.locale,
      );
    },
  );
}
