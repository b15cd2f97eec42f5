import { z } from 'zod';
import { authUserId } from '../../modules/sca/auth-user';
import type { App } from '../../types';
import { IdSchema } from './sca.schemas';

/** GET /sca/tokens/{id}/enroll/status: polled while a method is set up (active means done). */
export default async function getEnrollStatus(app: App) {
  app.get(
    '/sca/tokens/:id/enroll/status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ id: IdSchema }),
        response: {
          200: z.object({
            id: z.string(),
            status: z.enum([
              'init',
              'active',
              'revoked',
              'triggered',
              'accepted',
              'rejected',
              'failed',
              'expired',
              'consumed',
            ]),
          }),
        },
      },
    },
    async (request) => app.sca.enrollStatus(authUserId(request), request.params.id),
  );
}
