import { z } from 'zod';
import { authUserId } from '../../modules/sca/auth-user';
import type { App } from '../../types';
import { IdSchema, ScaChallengeSchema } from './sca.schemas';

/** GET /sca/challenges/{id}/status: polled every 2 s while the app is asked; accepted means validate now. */
export default async function getChallengeStatus(app: App) {
  app.get(
    '/sca/challenges/:id/status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ id: IdSchema }),
        response: { 200: ScaChallengeSchema },
      },
    },
    async (request) => app.sca.status(authUserId(request), request.params.id),
  );
}
