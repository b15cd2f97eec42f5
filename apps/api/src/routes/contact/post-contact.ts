import { ContactSchema } from '@app/domain';
import { z } from 'zod';
import { notFound } from '../../errors';
import { optionalUserId } from '../../modules/auth/optional-user';
import { rateLimitConfig } from '../../modules/auth/rate-limit';
import { createContactService } from '../../modules/contact/contact.service';
import type { App } from '../../types';

/** Contact form: stored and sent to the team. Only when the contact feature is a form. */
export default async function postContact(app: App) {
  const contact = createContactService(app.deps);
  app.post(
    '/contact',
    {
      schema: { tags: ['contact'], body: ContactSchema, response: { 201: z.object({ id: z.string() }) } },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 5, timeWindow: '10 minutes' }),
    },
    async (request, reply) => {
      if (app.deps.config.features.contact !== 'form') throw notFound('contact form');
      const userId = await optionalUserId(app.deps, request);
      const result = await contact.receive(request.body, {
        language: request.locale,
        ...(userId ? { userId } : {}),
      });
      return reply.status(201).send(result);
    },
  );
}
