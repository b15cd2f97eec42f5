import { ScaMethodTypeSchema } from '@app/domain';
import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';
import { describedIn } from './in-words';
import { requireScaToEnroll } from './sca-enroll-guard';

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
        params: z.object({ type: ScaMethodTypeSchema }),
        response: replyFor('GET /sca/tokens/{type}/enroll/init'),
      },
    },
    async (request) =>
      describedIn(
        request.locale,
        await app.services.sca.enrolment.start(signedInUserId(request), request.params.type, request.locale),
      ),
  );
}
