import type { App } from '../../types';
import { signedInOperator } from '../signed-in-operator';

/** Sign-out: the session ends on the server and the cookie is cleared. */
export default async function deleteBackofficeSession(app: App) {
  app.delete(
    '/backoffice/session',
    {
      schema: { tags: ['backoffice'] },
    },
    async (request, reply) => {
      await app.services.operatorSessions.signOut(signedInOperator(request), request.id);
      app.clearOperatorCookie(reply);
      return reply.code(204).send();
    },
  );
}
