import { accountCreateSchema } from '@app/domain';
import { getPasswordScorer } from '@app/domain/password-scorer';
import { z } from 'zod';
import { validationFailed } from '../../errors';
import { rateLimitConfig } from '../../modules/auth/rate-limit';
import { EmailTakenError } from '../../modules/users/user.service';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** Account creation: the user with a bearer token. Anonymous, so behind app-check and a rate limit. */
export default async function postUser(app: App) {
  const body = accountCreateSchema({ scorePassword: getPasswordScorer().score });
  app.post(
    '/user',
    {
      schema: {
        tags: ['user'],
        querystring: z.object({ accounts: z.enum(['true', 'false']).optional() }),
        headers: z.looseObject({ 'x-signup-request-id': z.uuid().optional() }),
        body,
        response: replyFor('POST /user'),
      },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 10, timeWindow: '1 hour' }),
    },
    async (request, reply) => {
      try {
        const user = await app.services.users.create(request.body, {
          language: request.locale,
          signupRequestId: request.headers['x-signup-request-id'],
        });
        return reply.status(201).send(user);
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw validationFailed({ email: 'error.email_taken' });
        }
        throw error;
      }
    },
  );
}
