import type { App } from '../../types';
import { signedInSessionId } from '../signed-in-user';

/** Logout: the token's session is deleted on the server, so the token is refused afterwards. */
export default async function postLogout(app: App) {
  app.post(
    '/user/logout',
    {
      schema: { tags: ['user'], security: [{ bearer: [] }] },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await app.services.sessions.end(signedInSessionId(request));
      return reply.status(204).send();
    },
  );
}
