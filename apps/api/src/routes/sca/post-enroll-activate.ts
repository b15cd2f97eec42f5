import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';
import { attemptRateLimit } from './attempt-limit';

/** POST /sca/tokens/{token_id}/enroll/activate: the code received proves the address; the method becomes active. */
export default async function postEnrollActivate(app: App) {
  app.post(
    '/sca/tokens/:token_id/enroll/activate',
    {
      config: attemptRateLimit(app),
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ token_id: IdSchema }),
        body: bodyFor('POST /sca/tokens/{token_id}/enroll/activate'),
        response: replyFor('POST /sca/tokens/{token_id}/enroll/activate'),
      },
    },
    async (request) => {
      const { code, challenge_id } = request.body;
      return app.services.sca.enrolment.activate(
        signedInUserId(request),
        request.params.token_id,
        challenge_id,
        code,
      );
    },
  );
}
