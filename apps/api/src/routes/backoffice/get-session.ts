import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInOperator } from '../signed-in-operator';

/** The signed-in operator and the CSRF token (the app reads it again after a reload). */
export default async function getBackofficeSession(app: App) {
  app.get(
    '/backoffice/session',
    {
      schema: { tags: ['backoffice'], response: replyFor('GET /backoffice/session') },
    },
    async (request) => app.services.operatorSessions.reply(signedInOperator(request)),
  );
}
