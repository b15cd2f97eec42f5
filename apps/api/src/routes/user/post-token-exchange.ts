import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInSessionId, signedInUserId } from '../signed-in-user';

/**
 * A token given in a link (the web's `?token=`), sent as the bearer token: it is spent, and the
 * answer carries the user with a new session token. A second exchange of the same token is a 401.
 */
export default async function postTokenExchange(app: App) {
  app.post(
    '/user/token/exchange',
    {
      schema: { tags: ['user'], security: [{ bearer: [] }], response: replyFor('POST /user/token/exchange') },
      preHandler: app.authenticate,
    },
    async (request) => app.services.users.exchange(signedInUserId(request), signedInSessionId(request)),
  );
}
