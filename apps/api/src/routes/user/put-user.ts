import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInUserId } from '../signed-in-user';

/** Account update: identity fields only (e-mail and password are not changed here). */
export default async function putUser(app: App) {
  app.put(
    '/user',
    {
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        body: bodyFor('PUT /user'),
        response: replyFor('PUT /user'),
      },
      preHandler: app.requireOpenJourney,
    },
    async (request) => app.services.users.update(signedInUserId(request), request.body),
  );
}
