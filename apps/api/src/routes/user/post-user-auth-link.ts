import { normalizeEmail } from '@app/domain';
import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/**
 * A sign-in link asked by e-mail address (login modal): the same answer whether an account has
 * the address or not. Limited per address given, counted once the body is read, so nobody fills
 * a person's mailbox from many places.
 */
export default async function postUserAuthLink(app: App) {
  app.post(
    '/user/auth/link',
    {
      schema: {
        tags: ['user'],
        body: bodyFor('POST /user/auth/link'),
        response: replyFor('POST /user/auth/link'),
      },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, {
        max: 3,
        timeWindow: '15 minutes',
        hook: 'preHandler',
        keyGenerator: (request) => {
          const { email } = request.body as { email: string };
          return `sign-in-link|${normalizeEmail(email)}`;
        },
      }),
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await app.services.signInLinks.request(request.body.email, request.locale, request.id)),
  );
}
