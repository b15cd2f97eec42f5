import { notFound } from '../../errors';
import { bearerToken } from '../../plugins/auth';
import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** Contact form: stored and sent to the team. Only when the contact feature is a form. */
export default async function postContact(app: App) {
  app.post(
    '/contact',
    {
      schema: { tags: ['contact'], body: bodyFor('POST /contact'), response: replyFor('POST /contact') },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 5, timeWindow: '10 minutes' }),
    },
    async (request, reply) => {
      if (app.deps.config.features.contact !== 'form') throw notFound('contact form');
      const userId = await app.services.sessions.userIdOf(bearerToken(request));
      const result = await app.services.contact.receive(request.body, {
        language: request.locale,
        ...(userId ? { userId } : {}),
      });
      return reply.status(201).send(result);
    },
  );
}
