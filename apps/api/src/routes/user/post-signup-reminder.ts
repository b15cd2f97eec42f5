import { MobileReminderSchema } from '@app/domain';
import { z } from 'zod';
import { rateLimitConfig } from '../../modules/auth/rate-limit';
import { createReminderService } from '../../modules/reminders/reminder.service';
import type { App } from '../../types';

/** Mobile notice: the visitor leaves their details and gets a reminder e-mail to sign up on a computer. */
export default async function postSignupReminder(app: App) {
  const reminders = createReminderService(app.deps);
  app.post(
    '/user/signup-reminder',
    {
      schema: { tags: ['user'], body: MobileReminderSchema, response: { 201: z.object({ id: z.string() }) } },
      preValidation: app.verifyAppCheck,
      config: rateLimitConfig(app.deps.config, { max: 5, timeWindow: '10 minutes' }),
    },
    async (request, reply) => reply.status(201).send(await reminders.request(request.body, request.locale)),
  );
}
