import { normalizeEmail } from '@app/domain';
import { AppError } from '../../errors';
import { basicCredentials } from '../../modules/auth/basic-credentials';
import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';

/** Login (login, reconnect and session-expired modals): HTTP Basic e-mail and password. */
export default async function getUserAuth(app: App) {
  const { users, loginFailures } = app.services;
  app.get(
    '/user/auth',
    {
      schema: {
        tags: ['user'],
        querystring: queryFor('GET /user/auth'),
        response: replyFor('GET /user/auth'),
      },
      preValidation: app.verifyAppCheck,
      // Per address and e-mail: guessing one person's password is slow, a shared office IP is not locked out.
      config: rateLimitConfig(app.deps.config, {
        max: 10,
        timeWindow: '15 minutes',
        keyGenerator: (request) => {
          const email = basicCredentials(request.headers.authorization)?.email ?? '';
          return `${request.ip}|${normalizeEmail(email)}`;
        },
      }),
    },
    async (request, reply) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw users.loginFailed();
      // Per account and per address: checked before the password, counted on each failure.
      const wait = await loginFailures.lockedFor(credentials.email, request.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new AppError('too_many_requests', 'error.too_many_requests');
      }
      try {
        return await users.login(credentials.email, credentials.password);
      } catch (error) {
        if (error instanceof AppError && error.code === 'auth_failed') {
          await loginFailures.recordFailure(credentials.email, request.ip);
        }
        throw error;
      }
    },
  );
}
