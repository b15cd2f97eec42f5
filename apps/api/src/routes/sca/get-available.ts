import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';

/** GET /sca/available: the methods the user can set up, and whether one is already active. */
export default async function getAvailable(app: App) {
  app.get(
    '/sca/available',
    {
      preHandler: app.authenticate,
      schema: { tags: ['sca'], response: replyFor('GET /sca/available') },
    },
    async (request) => app.services.sca.enrolment.available(signedInUserId(request)),
  );
}
