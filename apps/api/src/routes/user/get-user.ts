import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';

/**
 * The signed-in user. Answers a completed user too (complete: true), so the success page can
 * still show; the journey's write calls answer 302 instead.
 */
export default async function getUser(app: App) {
  app.get(
    '/user',
    {
      schema: { tags: ['user'], security: [{ bearer: [] }], response: replyFor('GET /user') },
      preHandler: app.authenticate,
    },
    async (request) => app.services.users.get(signedInUserId(request)),
  );
}
