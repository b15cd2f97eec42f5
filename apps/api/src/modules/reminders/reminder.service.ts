import type { Locale, MobileReminder } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import type { MessageSender } from '../../messaging/message';
import { callbackTeamAlert } from './callback-team-alert';
import { reminderEmail } from './reminder-email';

export interface ReminderServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'brand' | 'webOrigins' | 'contact'>;
  messaging: MessageSender;
}

/**
 * Mobile notice form: kept for the team's call-back queue, a reminder e-mail to the visitor and an
 * alert to the team's address (the notice promises a call back within two working days).
 */
export function createReminderService(deps: ReminderServiceDeps) {
  return {
    async request(reminder: MobileReminder, language: Locale): Promise<{ id: string }> {
      const id = newId();
      const email = reminder.email.trim().toLowerCase();
      const url = deps.config.webOrigins[0] ?? '';
      const message = reminderEmail(language, {
        firstName: reminder.first_name,
        brandName: deps.config.brand.name,
        url,
      });
      const now = deps.clock.now();
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('signup_reminders')
          .values({
            id,
            first_name: reminder.first_name,
            last_name: reminder.last_name,
            email,
            phone: reminder.phone,
            company_name: reminder.company_name,
            company_size: reminder.company_size,
            language,
            created_at: now.toISOString(),
          })
          .execute();
        await deps.messaging.send({ channel: 'email', to: email, ...message }, { db: trx });
        await deps.messaging.send(
          {
            channel: 'email',
            to: deps.config.contact.teamEmail,
            ...callbackTeamAlert({ id, reminder, email, language, now, brandName: deps.config.brand.name }),
          },
          { db: trx },
        );
      });
      return { id };
    },
  };
}
