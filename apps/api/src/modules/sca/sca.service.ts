import {
  isMessageKey,
  type Locale,
  type MessageKey,
  message,
  SCA_METHOD_TYPES,
  type ScaAvailableReply,
  type ScaChallengeReply,
  type ScaEnrollmentReply,
  type ScaEnrollStatusReply,
  type ScaMethodType,
  type ScaRequiredDetails,
  type ScaTokenReply,
  translate,
} from '@app/domain';
import { toE164 } from '@app/domain/rules/phone-e164';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { OutboxStatus } from '../../db/tables/messaging';
import { AppError, notFound, validationFailed } from '../../errors';
import { newId, newSecretToken } from '../../ids';
import type { MessageSender } from '../../messaging/message';
import {
  SCA_APP_PAIRING_TTL_SECONDS,
  SCA_CHALLENGE_LIFETIME_SECONDS,
  SCA_CODE_TTL_SECONDS,
  SCA_ENROLL_ACTION,
  SCA_MAX_CODE_ATTEMPTS,
  SCA_SEND_LIMIT,
  SCA_SEND_WINDOW_SECONDS,
  SCA_SENDS_PER_CHALLENGE,
  SCA_VALIDATED_WINDOW_SECONDS,
} from './sca.constants';
import { createScaRepository, type ScaChallenge, type ScaToken } from './sca.repository';
import { challengeView, effectiveStatus, tokenView } from './sca.views';
import { hashScaSecret, newScaCode, verifyScaSecret } from './sca-code';
import {
  challengeNotUsable,
  challengeSendLimitReached,
  codeNotDelivered,
  methodUnavailable,
  noMethod,
  sendLimitReached,
  wrongCode,
} from './sca-errors';
import { maskEmail, maskPhone } from './sca-mask';

export interface ScaServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Sends the codes, and tells whether the message carrying one could not be delivered. */
  messaging: MessageSender & { deliveryStatus(id: string): Promise<OutboxStatus | undefined> };
  /** Key of the code HMAC. */
  secret: string;
  /** Given to the companion app in the pairing QR code. */
  publicApiUrl: string;
}

const plusSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000).toISOString();

/** The method offered first: the one used last, else the newest. */
const byPreference = (a: ScaToken, b: ScaToken) =>
  (b.last_used_at ?? '').localeCompare(a.last_used_at ?? '') ||
  (b.activated_at ?? '').localeCompare(a.activated_at ?? '');

/**
 * What the user is asked to confirm, stored as a key (unknown actions get a generic one): each
 * reply shows it in the language of its request.
 */
const actionDescriptionKey = (action: string): MessageKey => {
  const key = `sca.action.${action}`;
  return isMessageKey(key) ? key : 'sca.action.default';
};

export function createScaService(deps: ScaServiceDeps) {
  const { clock, messaging, secret } = deps;
  const repo = createScaRepository(deps.db);

  async function loadChallenge(userId: string, id: string): Promise<ScaChallenge> {
    const challenge = await repo.findChallenge(userId, id);
    if (!challenge) throw notFound('challenge');
    return challenge;
  }

  async function tokenOf(challenge: ScaChallenge): Promise<ScaToken | undefined> {
    return challenge.token_id ? repo.findToken(challenge.user_id, challenge.token_id) : undefined;
  }

  /**
   * Sends a fresh code by e-mail or SMS, within the per-challenge and per-user limits; returns
   * its hash and the outbox message carrying it.
   */
  async function sendCode(
    userId: string,
    challengeId: string,
    token: Pick<ScaToken, 'type' | 'destination'>,
    purpose: 'enroll' | 'authorize',
    ttl: number,
    locale: Locale,
  ): Promise<{ codeHash: string; messageId: string }> {
    const channel = token.type === 'sms' ? 'sms' : 'email';
    if (token.type === 'app' || !token.destination) throw new Error('codes go by e-mail or SMS only');
    // SMS providers take E.164; the number stays stored and shown as the customer typed it.
    const to = channel === 'sms' ? toE164(token.destination) : token.destination;
    if (to === null) throw validationFailed({ phone: 'validation.phone_format' });
    const now = clock.now();
    const since = new Date(now.getTime() - SCA_SEND_WINDOW_SECONDS * 1000).toISOString();
    if ((await repo.countSendsForChallenge(challengeId)) >= SCA_SENDS_PER_CHALLENGE) {
      throw challengeSendLimitReached();
    }
    if ((await repo.countSendsSince(userId, since)) >= SCA_SEND_LIMIT) throw sendLimitReached();
    const code = newScaCode();
    const params = { code, minutes: Math.max(1, Math.round(ttl / 60)) };
    // The code leaves by e-mail or SMS, not in a reply: it is written in the request's language here.
    const line = translate(
      locale,
      message(purpose === 'enroll' ? 'sca.code.enroll_text' : 'sca.code.text', params),
    );
    await repo.recordSend(userId, challengeId, channel, now.toISOString());
    const sent = await messaging.send({
      channel,
      to,
      userId,
      ...(channel === 'email'
        ? {
            subject: translate(locale, 'sca.code.subject'),
            text: `${line}\n\n${translate(locale, 'sca.code.warning')}`,
          }
        : { text: line }),
    });
    return { codeHash: hashScaSecret(secret, challengeId, code), messageId: sent.id };
  }

  /**
   * A challenge waiting for a code whose message the outbox gave up on (invalid number, provider
   * refusal) has failed: the user is told so instead of waiting for a code that never comes.
   * Returns the challenge as it now stands.
   */
  async function settleDelivery(challenge: ScaChallenge): Promise<ScaChallenge> {
    if (!challenge.code_message_id || effectiveStatus(challenge, clock.now()) !== 'triggered')
      return challenge;
    if ((await messaging.deliveryStatus(challenge.code_message_id)) !== 'failed') return challenge;
    await repo.updateChallengeIf(
      challenge.id,
      { status: 'triggered', codeMessageId: challenge.code_message_id },
      { status: 'failed' },
    );
    return (await repo.findChallengeById(challenge.id)) ?? challenge;
  }

  /** Why a challenge cannot be answered; a failure with wrong codes left was a code never delivered. */
  function unusable(challenge: ScaChallenge, status: ScaChallenge['status']) {
    return status === 'failed' && challenge.code_message_id && challenge.attempts < SCA_MAX_CODE_ATTEMPTS
      ? codeNotDelivered()
      : challengeNotUsable(status);
  }

  /**
   * Checks a code against a triggered challenge. Each check first reserves one attempt
   * (compare-and-set), so parallel guesses cannot test more codes than the limit allows.
   */
  async function checkCode(challenge: ScaChallenge, code: string): Promise<ScaChallenge> {
    let current = await settleDelivery(challenge);
    for (let round = 0; round < 3; round += 1) {
      const status = effectiveStatus(current, clock.now());
      if (status !== 'triggered') throw unusable(current, status);
      if (current.attempts >= SCA_MAX_CODE_ATTEMPTS) {
        await repo.updateChallengeIf(current.id, { status: 'triggered' }, { status: 'failed' });
        throw challengeNotUsable('failed');
      }
      const attempts = current.attempts + 1;
      const reserved = await repo.updateChallengeIf(
        current.id,
        { status: 'triggered', attempts: current.attempts },
        { attempts },
      );
      if (reserved) {
        if (current.code_hash && verifyScaSecret(secret, current.id, code, current.code_hash)) {
          return { ...current, attempts };
        }
        if (attempts >= SCA_MAX_CODE_ATTEMPTS) {
          await repo.updateChallengeIf(current.id, { status: 'triggered' }, { status: 'failed' });
        }
        throw wrongCode(SCA_MAX_CODE_ATTEMPTS - attempts);
      }
      const reread = await repo.findChallengeById(current.id);
      if (!reread) throw notFound('challenge');
      current = reread;
    }
    throw challengeNotUsable('triggered');
  }

  async function activateEnrollment(
    userId: string,
    token: ScaToken,
    challenge: ScaChallenge,
    code: string | undefined,
  ): Promise<ScaToken> {
    if (token.status === 'active') throw challengeNotUsable('consumed');
    if (token.status !== 'init' || token.type === 'app') {
      // The app is activated by pairing from the device, not by a code typed here.
      throw challengeNotUsable(effectiveStatus(challenge, clock.now()));
    }
    if (!code)
      throw new AppError('validation_failed', 'validation.form_invalid', { code: 'validation.required' });
    await checkCode(challenge, code);
    const now = clock.now().toISOString();
    const done = await repo.updateChallengeIf(
      challenge.id,
      { status: 'triggered' },
      { status: 'consumed', validated_at: now, consumed_at: now },
    );
    if (!done) throw challengeNotUsable('consumed');
    await repo.updateToken(token.id, { status: 'active', activated_at: now, last_used_at: now });
    await repo.revokeOtherActive(userId, token.type, token.id);
    return { ...token, status: 'active', activated_at: now, last_used_at: now };
  }

  return {
    async available(userId: string): Promise<ScaAvailableReply> {
      const tokens = await repo.activeTokens(userId);
      return {
        configured: tokens.length > 0,
        available: [...SCA_METHOD_TYPES],
        active: [...new Set(tokens.map((token) => token.type))],
      };
    },

    /** Adding a method needs a challenge answered with an active one, when the user has any. */
    async enrollNeedsChallenge(userId: string): Promise<boolean> {
      return (await repo.activeTokens(userId)).length > 0;
    },

    async tokens(userId: string): Promise<ScaTokenReply[]> {
      return (await repo.activeTokens(userId)).map(tokenView);
    },

    async enrollInit(userId: string, type: ScaMethodType, locale: Locale): Promise<ScaEnrollmentReply> {
      const contact = await repo.userContact(userId);
      if (!contact) throw notFound('user');
      const now = clock.now();
      const tokenId = newId();
      const challengeId = newId();
      const ttl = type === 'app' ? SCA_APP_PAIRING_TTL_SECONDS : SCA_CODE_TTL_SECONDS;
      const destination = type === 'email' ? contact.email : type === 'sms' ? contact.phone : null;
      const description =
        type === 'email'
          ? maskEmail(contact.email)
          : type === 'sms'
            ? maskPhone(contact.phone)
            : 'sca.method.app';
      const token = {
        id: tokenId,
        user_id: userId,
        type,
        status: 'init' as const,
        description,
        destination,
        device_name: null,
        device_os: null,
        public_key: null,
        last_signed_at: null,
        created_at: now.toISOString(),
        activated_at: null,
        last_used_at: null,
      };
      const pairingSecret = type === 'app' ? newSecretToken() : null;
      const sent = pairingSecret
        ? { codeHash: hashScaSecret(secret, challengeId, pairingSecret), messageId: null }
        : await sendCode(userId, challengeId, token, 'enroll', ttl, locale);
      await repo.insertToken(token);
      await repo.insertChallenge({
        id: challengeId,
        user_id: userId,
        token_id: tokenId,
        action: SCA_ENROLL_ACTION,
        purpose: 'enroll',
        status: type === 'app' ? 'init' : 'triggered',
        code_hash: sent.codeHash,
        code_message_id: sent.messageId,
        attempts: 0,
        ttl,
        expires_at: plusSeconds(now, ttl),
        description: actionDescriptionKey(SCA_ENROLL_ACTION),
        event: SCA_ENROLL_ACTION,
        created_at: now.toISOString(),
        triggered_at: type === 'app' ? null : now.toISOString(),
        validated_at: null,
        consumed_at: null,
      });
      return {
        id: tokenId,
        type,
        description,
        ttl,
        challenge: { id: challengeId },
        ...(pairingSecret
          ? {
              pairing: {
                challenge_id: challengeId,
                pairing_secret: pairingSecret,
                api_url: deps.publicApiUrl,
              },
            }
          : {}),
      };
    },

    async enrollStatus(userId: string, tokenId: string): Promise<ScaEnrollStatusReply> {
      const token = await repo.findToken(userId, tokenId);
      if (!token) throw notFound('token');
      if (token.status !== 'init') return { id: token.id, status: token.status };
      const latest = await repo.latestEnrollChallenge(token.id);
      const challenge = latest ? await settleDelivery(latest) : undefined;
      const status = challenge ? effectiveStatus(challenge, clock.now()) : 'expired';
      return { id: token.id, status: status === 'init' || status === 'triggered' ? 'init' : status };
    },

    async activate(
      userId: string,
      tokenId: string,
      challengeId: string,
      code: string,
    ): Promise<ScaTokenReply> {
      const token = await repo.findToken(userId, tokenId);
      const challenge = await repo.findChallenge(userId, challengeId);
      if (!token || !challenge || challenge.token_id !== token.id || challenge.purpose !== 'enroll') {
        throw notFound('token');
      }
      return tokenView(await activateEnrollment(userId, token, challenge, code));
    },

    /** The 399 challenge for a sensitive action; the user then picks a method and triggers it. */
    async createChallenge(userId: string, action: string): Promise<ScaRequiredDetails> {
      const now = clock.now();
      const challenge: ScaChallenge = {
        id: newId(),
        user_id: userId,
        token_id: null,
        action,
        purpose: 'authorize',
        status: 'init',
        code_hash: null,
        code_message_id: null,
        attempts: 0,
        ttl: SCA_CODE_TTL_SECONDS,
        expires_at: plusSeconds(now, SCA_CHALLENGE_LIFETIME_SECONDS),
        description: actionDescriptionKey(action),
        event: action,
        created_at: now.toISOString(),
        triggered_at: null,
        validated_at: null,
        consumed_at: null,
      };
      await repo.insertChallenge(challenge);
      const tokens = await repo.activeTokens(userId);
      return {
        challenge: challengeView(challenge, undefined, now),
        setup_required: tokens.length === 0,
        available: [...SCA_METHOD_TYPES],
        tokens: tokens.map(tokenView),
      };
    },

    /** True once: the challenge was validated by this user for this action and is now used up. */
    async consume(userId: string, challengeId: string, action: string): Promise<boolean> {
      return repo.consumeValidated(userId, challengeId, action, clock.now().toISOString());
    },

    async trigger(
      userId: string,
      challengeId: string,
      tokenId: string | undefined,
      locale: Locale,
    ): Promise<ScaChallengeReply> {
      const challenge = await loadChallenge(userId, challengeId);
      const now = clock.now();
      const status = effectiveStatus(challenge, now);
      // Only a pending challenge is (re)sent. A failed, expired or refused one stays so: sending
      // it again would give new attempts; the user gets a new challenge by starting the action again.
      if (status !== 'init' && status !== 'triggered') throw challengeNotUsable(status);

      let token: ScaToken | undefined;
      if (challenge.purpose === 'enroll') {
        token = await tokenOf(challenge);
        if (token?.status !== 'init' || (tokenId && tokenId !== token.id)) throw methodUnavailable();
        // The app is paired from the device: nothing to send.
        if (token.type === 'app') return challengeView(challenge, token, now);
      } else if (tokenId) {
        token = await repo.findToken(userId, tokenId);
        if (!token) throw notFound('token');
        if (token.status !== 'active') throw methodUnavailable();
      } else {
        const current = await tokenOf(challenge);
        const tokens = await repo.activeTokens(userId);
        token = current?.status === 'active' ? current : tokens.sort(byPreference)[0];
        if (!token) throw noMethod();
      }

      // The request already waits on this device: asking again changes nothing (nor its expiry).
      if (token.type === 'app' && status === 'triggered' && challenge.token_id === token.id) {
        return challengeView(challenge, token, now);
      }
      const ttl = challenge.ttl;
      const sent =
        token.type === 'app'
          ? null
          : await sendCode(userId, challenge.id, token, challenge.purpose, ttl, locale);
      // Attempts are not reset: the limit of wrong codes is per challenge, not per code sent.
      const patch = {
        status: 'triggered' as const,
        token_id: token.id,
        code_hash: sent?.codeHash ?? null,
        code_message_id: sent?.messageId ?? null,
        expires_at: plusSeconds(now, ttl),
        triggered_at: now.toISOString(),
      };
      const updated = await repo.updateChallengeIf(challenge.id, { status: challenge.status }, patch);
      if (!updated) throw challengeNotUsable(effectiveStatus(challenge, now));
      return challengeView({ ...challenge, ...patch }, token, now);
    },

    async status(userId: string, challengeId: string): Promise<ScaChallengeReply> {
      const challenge = await settleDelivery(await loadChallenge(userId, challengeId));
      return challengeView(challenge, await tokenOf(challenge), clock.now());
    },

    async validate(
      userId: string,
      challengeId: string,
      code: string | undefined,
    ): Promise<ScaChallengeReply> {
      const challenge = await settleDelivery(await loadChallenge(userId, challengeId));
      const token = await tokenOf(challenge);
      if (challenge.purpose === 'enroll') {
        if (!token) throw notFound('token');
        const active = await activateEnrollment(userId, token, challenge, code);
        const after = await loadChallenge(userId, challengeId);
        return challengeView(after, active, clock.now());
      }
      const now = clock.now();
      const validated = {
        status: 'accepted' as const,
        validated_at: now.toISOString(),
        expires_at: plusSeconds(now, SCA_VALIDATED_WINDOW_SECONDS),
      };
      const status = effectiveStatus(challenge, now);
      if (token?.type === 'app') {
        // The device accepted; this call is the web client's confirmation, once.
        if (status !== 'accepted' || challenge.validated_at) throw challengeNotUsable(status);
        if (
          !(await repo.updateChallengeIf(challenge.id, { status: 'accepted', unvalidated: true }, validated))
        ) {
          throw challengeNotUsable('consumed');
        }
      } else {
        if (!token || status !== 'triggered') throw unusable(challenge, status);
        if (!code)
          throw new AppError('validation_failed', 'validation.form_invalid', { code: 'validation.required' });
        await checkCode(challenge, code);
        if (!(await repo.updateChallengeIf(challenge.id, { status: 'triggered' }, validated))) {
          throw challengeNotUsable('consumed');
        }
      }
      if (token) await repo.updateToken(token.id, { last_used_at: now.toISOString() });
      return challengeView({ ...challenge, ...validated }, token, now);
    },
  };
}

export type ScaService = ReturnType<typeof createScaService>;
