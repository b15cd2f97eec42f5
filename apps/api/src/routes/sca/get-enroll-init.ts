import { z } from 'zod';
import { authUserId } from '../../modules/sca/auth-user';
import { requireScaToEnroll } from '../../modules/sca/sca-enroll-guard';
import type { App } from '../../types';
import { ScaTypeSchema } from './sca.schemas';

/**
 * GET /sca/tokens/{type}/enroll/init: starts setting up a method. E-mail and SMS get a code
 * at once; the app gets a pairing payload that the web app shows as a QR code. With a method
 * already active, 399 first (action sca.enroll).
 */
export default async function getEnrollInit(app: App) {
  app.get(
    '/sca/tokens/:type/enroll/init',
    {
      preHandler: [app.authenticate, requireScaToEnroll(app)],
      schema: {
        tags: ['sca'],
        params: z.object({ type: ScaTypeSchema }),
        response: {
          200: z.object({
            id: z.string(),
            type: ScaTypeSchema,
            description: z.string(),
            ttl: z.number().int(),
            challenge: z.object({ id: z.string() }),
            pairing: z
              .object({ challenge_id: z.string(), pairing_secret: z.string(), api_url: z.string() })
              .optional(),
          }),
        },
      },
    },
    async (request) => app.sca.enrollInit(authUserId(request), request.params.type, request.locale),
  );
}
