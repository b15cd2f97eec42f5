import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** Mobile notice: the visitor leaves their details and gets a reminder e-mail to sign up on a computer. */
export default async function postSignupReminder(app: App) {
  app.post(
    '/user/signup-reminder',
    {
      schema: {
        tags: ['user'],
        body: bodyFor('POST /user/signup-reminder'),
        response: replyFor('POST /user/signup-reminder'),
      },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 5, timeWindow: '10 minutes' }),
    },
    async (request, reply) =>
      reply.status(201).send(await app.services.reminders.request(request.body, request.locale)),
  );
}
