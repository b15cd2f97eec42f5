import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

/** GET /sca/tokens/{id}/enroll/status: polled while a method is set up (active means done). */
export default async function getEnrollStatus(app: App) {
  app.get(
    '/sca/tokens/:id/enroll/status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sca'],
        params: z.object({ id: IdSchema }),
        response: replyFor('GET /sca/tokens/{id}/enroll/status'),
      },
    },
    async (request) => app.services.sca.enrolment.status(signedInUserId(request), request.params.id),
  );
}
