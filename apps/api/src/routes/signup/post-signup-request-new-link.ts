import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/**
 * A customer whose link expired or was used asks for a new one by their e-mail address: the same
 * answer whether or not a request matches it, limited as the other e-mail-sending routes are.
 */
export default async function postSignupRequestNewLink(app: App) {
  app.post(
    '/signup/request/new-link',
    {
      schema: {
        tags: ['signup-request'],
        body: bodyFor('POST /signup/request/new-link'),
        response: replyFor('POST /signup/request/new-link'),
      },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 5, timeWindow: '10 minutes' }),
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await app.services.linkRenewal.request(request.body.email, request.locale, request.id)),
  );
}
