import { isLocale, type Locale, message, SIGN_IN_LINK_TTL_MINUTES, translate } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { paragraphs } from '../../messaging/html';
import type { MessageSender } from '../../messaging/message';

/**
 * The link the person opens: the web's login path with a token it spends at once (`/login?token=`),
 * which resumes the opening where she stopped, or lists them when she has several.
 */
const signInUrlOf = (webOrigins: readonly string[], token: string): string =>
  `${(webOrigins[0] ?? '').replace(/\/$/, '')}/login?token=${encodeURIComponent(token)}`;

function signInLinkEmail(locale: Locale, input: { firstName: string; brandName: string; url: string }) {
  const subject = translate(locale, message('email.sign_in_link.subject', { brand: input.brandName }));
  const text = translate(
    locale,
    message('email.sign_in_link.text', {
      firstName: input.firstName,
      brand: input.brandName,
      url: input.url,
      minutes: SIGN_IN_LINK_TTL_MINUTES,
    }),
  );
  return { subject, text, html: paragraphs(text) };
}

/**
 * A sign-in link by e-mail: the way back in for a forgotten password, and for an account created
 * with Pro Santé Connect (no password) when the federation cannot be reached or the e-CPS is lost.
 * The link holds a session of its own, short-lived and spent on its first use; only the owner of
 * the mailbox can open it. The caller is told the same whether or not an account has the address;
 * the audit journal keeps what happened.
 */
export function createSignInLinkService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'webOrigins' | 'brand'>;
  messaging: MessageSender;
  audit: AuditJournal;
  repos: ReposOf<'sessions' | 'users'>;
}) {
  const { db, clock, config, messaging, audit, repos } = deps;
  return {
    async request(email: string, locale: Locale, requestId: string): Promise<{ accepted: true }> {
      const user = await repos.users(db).findByEmail(email);
      await db.transaction().execute(async (trx) => {
        if (user) {
          const link = await repos.sessions(trx).create(user.id, clock.now(), SIGN_IN_LINK_TTL_MINUTES);
          // In the language the person chose for their opening; the page's otherwise.
          const language = isLocale(user.language) ? user.language : locale;
          const mail = signInLinkEmail(language, {
            firstName: user.first_name,
            brandName: config.brand.name,
            url: signInUrlOf(config.webOrigins, link.token),
          });
          await messaging.send({ channel: 'email', to: user.email, userId: user.id, ...mail }, { db: trx });
        }
        // The address itself is not kept: an unknown one would be someone's data for nothing.
        await audit.append(trx, {
          actor: { type: 'customer', id: user?.id ?? null },
          action: 'user.sign_in_link_requested',
          object: { type: 'user', id: user?.id ?? null },
          after: { sent: Boolean(user) },
          requestId,
        });
      });
      return { accepted: true };
    },
  };
}

export type SignInLinkService = ReturnType<typeof createSignInLinkService>;
