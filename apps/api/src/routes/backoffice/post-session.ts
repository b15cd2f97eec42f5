import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** Operator sign-in: e-mail, password and the second factor; sets the session cookie. */
export default async function postBackofficeSession(app: App) {
  app.post(
    '/backoffice/session',
    {
      schema: {
        tags: ['backoffice'],
        body: bodyFor('POST /backoffice/session'),
        response: replyFor('POST /backoffice/session'),
      },
      // Limited by its failures, per account and per address (operator-failures.ts): a
      // successful sign-in uses no budget, so a team behind one office address is never held.
    },
    async (request, reply) => {
      const { token, reply: session } = await app.services.operatorSessions.signIn(
        request.body,
        request.id,
        request.ip,
      );
      app.setOperatorCookie(reply, token);
      return session;
    },
  );
}
