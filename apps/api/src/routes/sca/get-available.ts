import { z } from 'zod';
import { authUserId } from '../../modules/sca/auth-user';
import type { App } from '../../types';
import { ScaTypeSchema } from './sca.schemas';

/** GET /sca/available: the methods the user can set up, and whether one is already active. */
export default async function getAvailable(app: App) {
  app.get(
    '/sca/available',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        response: {
          200: z.object({
            configured: z.boolean(),
            available: z.array(ScaTypeSchema),
            active: z.array(ScaTypeSchema),
          }),
        },
      },
    },
    async (request) => app.sca.available(authUserId(request)),
  );
}
