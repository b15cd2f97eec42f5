import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
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
      // Per address (the per-account limit is the service's): ten tries in fifteen minutes.
      config: rateLimitConfig(app.deps.config, { max: 10, timeWindow: '15 minutes' }),
    },
    async (request, reply) => {
      const { token, reply: session } = await app.services.operatorSessions.signIn(request.body, request.id);
      app.setOperatorCookie(reply, token);
      return session;
    },
  );
}
