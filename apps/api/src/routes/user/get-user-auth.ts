import { z } from 'zod';
import { AppError } from '../../errors';
import { basicCredentials } from '../../modules/auth/basic-credentials';
import { createLoginFailures } from '../../modules/auth/login-failures';
import { rateLimitConfig } from '../../modules/auth/rate-limit';
import { normalizeEmail } from '../../modules/users/user.repository';
import { UserViewSchema } from '../../modules/users/user.view';
import { userServiceFor } from '../../modules/users/user-service-for';
import type { App } from '../../types';

/** Login (login, reconnect and session-expired modals): HTTP Basic e-mail and password. */
export default async function getUserAuth(app: App) {
  const users = userServiceFor(app.deps);
  const failures = createLoginFailures(app.deps);
  app.get(
    '/user/auth',
    {
      schema: {
        tags: ['user'],
        querystring: z.object({ account_check: z.enum(['true', 'false']).optional() }),
        response: { 200: UserViewSchema },
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
    async (request) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw new AppError('auth_failed', 'error.auth_failed');
      // Per account, across addresses: checked before the password, counted on each failure.
      await failures.assertNotLocked(credentials.email);
      try {
        return await users.login(credentials.email, credentials.password);
      } catch (error) {
        if (error instanceof AppError && error.code === 'auth_failed') {
          await failures.recordFailure(credentials.email);
        }
        throw error;
      }
    },
  );
}
