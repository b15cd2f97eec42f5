import type { Locale } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { AppConfig } from '../../config';
import { WEB_SOURCE } from '../../db/repositories/web-source';
import type { Database } from '../../db/schema';
import type { MessageSender } from '../../messaging/message';
import { customerLinkOf, partnerLinkEmail } from './partner-link-email';

/**
 * A new link for a customer whose link expired or was used: when the address is the person's of a
 * request still under way (not taken yet, or taken and not finished), its link is e-mailed to that
 * person; otherwise nothing is sent. The caller is told the same either way, so nobody learns who
 * has a request; the audit journal keeps what happened.
 */
export function createLinkRenewalService(deps: {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'webOrigins' | 'brand'>;
  messaging: MessageSender;
  audit: AuditJournal;
}) {
  const { db, config, messaging, audit } = deps;
  return {
    async request(email: string, locale: Locale, requestId: string): Promise<{ accepted: true }> {
      const address = email.trim().toLowerCase();
      const found = await db
        .selectFrom('signup_requests')
        .select(['id', 'user_id', 'first_name', 'email'])
        .where('email', '=', address)
        .where('status', 'in', ['pending', 'processing'])
        // An opening begun in the web journey has no link of its own: its customer logs in.
        .where('source', '!=', WEB_SOURCE)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      await db.transaction().execute(async (trx) => {
        if (found?.email) {
          const mail = partnerLinkEmail(locale, {
            firstName: found.first_name ?? '',
            brandName: config.brand.name,
            url: customerLinkOf(config.webOrigins, found.id),
          });
          await messaging.send({ channel: 'email', to: found.email, ...mail }, { db: trx });
        }
        // The address itself is not kept: an unknown one would be someone's data for nothing.
        await audit.append(trx, {
          actor: { type: 'customer', id: found?.user_id ?? null },
          action: 'signup_request.new_link_requested',
          object: { type: 'signup_request', id: found?.id ?? null },
          after: { sent: Boolean(found?.email) },
          requestId,
        });
      });
      return { accepted: true };
    },
  };
}

export type LinkRenewalService = ReturnType<typeof createLinkRenewalService>;
