import type { Contact, Locale } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import type { MessageSender } from '../../messaging/message';

export interface ContactServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'contact' | 'brand'>;
  messaging: MessageSender;
}

/** Contact form: kept for the back-office and forwarded to the team by e-mail, in one transaction. */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async receive(contact: Contact, context: { language: Locale; userId?: string }): Promise<{ id: string }> {
      const id = newId();
      const now = deps.clock.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('contact_messages')
          .values({
            id,
            email: contact.email.trim().toLowerCase(),
            subject: contact.subject,
            message: contact.message,
            language: context.language,
            user_id: context.userId ?? null,
            created_at: now,
          })
          .execute();
        // The team reads French; the visitor's language is stated so the answer can follow it.
        const text = [
          `Message reçu via le formulaire de contact (${deps.config.brand.name}).`,
          '',
          `De : ${contact.email}`,
          `Langue : ${context.language}`,
          `Référence : ${id}`,
          '',
          `Objet : ${contact.subject}`,
          '',
          contact.message,
        ].join('\n');
        await deps.messaging.send(
          {
            channel: 'email',
            to: deps.config.contact.teamEmail,
            subject: `[Contact] ${contact.subject}`,
            text,
            ...(context.userId ? { userId: context.userId } : {}),
          },
          { db: trx },
        );
      });
      return { id };
    },
  };
}
