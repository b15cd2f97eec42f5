import { type Locale, message, translate } from '@app/domain';
import { toE164 } from '@app/domain/rules/phone-e164';
import type { Clock } from '../../clock';
import type { OutboxStatus } from '../../db/tables/messaging';
import { validationFailed } from '../../errors';
import type { MessageSender } from '../../messaging/message';
import { SCA_SEND_LIMIT, SCA_SEND_WINDOW_SECONDS, SCA_SENDS_PER_CHALLENGE } from './sca.constants';
import type { ScaChallenge, ScaRepository, ScaToken } from './sca.repository';
import { hashScaSecret, newScaCode } from './sca-code';
import { challengeSendLimitReached, sendLimitReached } from './sca-errors';
import { effectiveStatus } from './sca-expiry';

export interface ScaDeliveryDeps {
  repo: ScaRepository;
  clock: Clock;
  /** Sends the codes, and tells whether the message carrying one could not be delivered. */
  messaging: MessageSender & { deliveryStatus(id: string): Promise<OutboxStatus | undefined> };
  /** Key of the code HMAC. */
  secret: string;
}

/** What went out for a challenge: the hash of the code sent and the message carrying it. */
export interface Delivered {
  codeHash: string | null;
  messageId: string | null;
}

type Recipient = Pick<ScaChallenge, 'id' | 'user_id' | 'purpose' | 'ttl'>;

/** How a challenge reaches the user: a code by e-mail or SMS, or the companion app asking for it. */
export function createScaDelivery(deps: ScaDeliveryDeps) {
  const { repo, clock, messaging, secret } = deps;

  /** A fresh code by e-mail or SMS, within the per-challenge and per-user limits. */
  async function sendCode(challenge: Recipient, token: ScaToken, locale: Locale): Promise<Delivered> {
    const channel = token.type === 'sms' ? 'sms' : 'email';
    if (!token.destination) throw new Error('an e-mail or SMS method has its address');
    // SMS providers take E.164; the number stays stored and shown as the customer typed it.
    const to = channel === 'sms' ? toE164(token.destination) : token.destination;
    if (to === null) throw validationFailed({ phone: 'validation.phone_format' });
    const now = clock.now();
    const since = new Date(now.getTime() - SCA_SEND_WINDOW_SECONDS * 1000).toISOString();
    if ((await repo.countSendsForChallenge(challenge.id)) >= SCA_SENDS_PER_CHALLENGE) {
      throw challengeSendLimitReached();
    }
    if ((await repo.countSendsSince(challenge.user_id, since)) >= SCA_SEND_LIMIT) throw sendLimitReached();
    const code = newScaCode();
    const params = { code, minutes: Math.max(1, Math.round(challenge.ttl / 60)) };
    // The code leaves by e-mail or SMS, not in a reply: it is written in the request's language here.
    const line = translate(
      locale,
      message(challenge.purpose === 'enroll' ? 'sca.code.enroll_text' : 'sca.code.text', params),
    );
    await repo.recordSend(challenge.user_id, challenge.id, channel, now.toISOString());
    const sent = await messaging.send({
      channel,
      to,
      userId: challenge.user_id,
      ...(channel === 'email'
        ? {
            subject: translate(locale, 'sca.code.subject'),
            text: `${line}\n\n${translate(locale, 'sca.code.warning')}`,
          }
        : { text: line }),
    });
    return { codeHash: hashScaSecret(secret, challenge.id, code), messageId: sent.id };
  }

  return {
    /**
     * Sends the challenge by this method. Nothing is sent to the app: the paired device asks
     * for the challenges waiting for it (GET /sca/app/pending).
     */
    async deliver(challenge: Recipient, token: ScaToken, locale: Locale): Promise<Delivered> {
      if (token.type === 'app') return { codeHash: null, messageId: null };
      return sendCode(challenge, token, locale);
    },

    /**
     * A challenge waiting for a code whose message the outbox gave up on (invalid number, provider
     * refusal) has failed: the user is told so instead of waiting for a code that never comes.
     * Returns the challenge as it now stands.
     */
    async settle(challenge: ScaChallenge): Promise<ScaChallenge> {
      if (!challenge.code_message_id || effectiveStatus(challenge, clock.now()) !== 'triggered')
        return challenge;
      if ((await messaging.deliveryStatus(challenge.code_message_id)) !== 'failed') return challenge;
      await repo.updateChallengeIf(
        challenge.id,
        { status: 'triggered', codeMessageId: challenge.code_message_id },
        { status: 'failed' },
      );
      return (await repo.findChallengeById(challenge.id)) ?? challenge;
    },
  };
}

export type ScaDelivery = ReturnType<typeof createScaDelivery>;
