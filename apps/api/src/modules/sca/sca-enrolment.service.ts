import {
  type Locale,
  SCA_METHOD_TYPES,
  type ScaAvailableReply,
  type ScaEnrollmentReply,
  type ScaEnrollStatusReply,
  type ScaMethodType,
  type ScaTokenReply,
} from '@app/domain';
import type { Clock } from '../../clock';
import { notFound } from '../../errors';
import { newSecretToken } from '../../ids';
import { SCA_APP_PAIRING_TTL_SECONDS, SCA_CODE_TTL_SECONDS, SCA_ENROLL_ACTION } from './sca.constants';
import type { ScaChallenge, ScaRepository, ScaToken } from './sca.repository';
import { tokenView } from './sca.views';

import { hashScaSecret } from './sca-code';
import type { ScaCodeCheck } from './sca-code-check';
import type { ScaDelivery } from './sca-delivery';
import { challengeNotUsable } from './sca-errors';
import { effectiveStatus } from './sca-expiry';
import { newChallenge, newToken, triggered } from './sca-records';
import type { ScaVouchedEmail } from './sca-vouched-email';

export interface ScaEnrolmentDeps {
  repo: ScaRepository;
  clock: Clock;
  delivery: ScaDelivery;
  codeCheck: ScaCodeCheck;
  /** Key of the pairing secret's HMAC. */
  secret: string;
  /** Given to the companion app in the pairing QR code. */
  publicApiUrl: string;
  /** The e-mail method on a mailbox Pro Santé Connect verified, active without a code. */
  vouchedEmail: ScaVouchedEmail;
}

/**
 * The user's methods and setting one up: e-mail and SMS are proven by a code sent at once (but the
 * mailbox Pro Santé Connect verified: sca-vouched-email.ts), the companion app by pairing from the
 * device (sca-app.service.ts) with the secret of a QR code.
 */
export function createScaEnrolment(deps: ScaEnrolmentDeps) {
  const { repo, clock, delivery, codeCheck, secret } = deps;

  /**
   * The code sent to an e-mail or SMS method being set up: the method becomes active and
   * replaces the user's previous one of its type. Also how an enrolment challenge is validated.
   */
  async function activateWithCode(
    token: ScaToken,
    challenge: ScaChallenge,
    code: string | undefined,
  ): Promise<ScaToken> {
    if (token.status === 'active') throw challengeNotUsable('consumed');
    if (token.status !== 'init' || token.type === 'app') {
      // The app is activated by pairing from the device, not by a code typed here.
      throw challengeNotUsable(effectiveStatus(challenge, clock.now()));
    }
    const answered = await codeCheck.check(challenge, code);
    const now = clock.now().toISOString();
    const done = await repo.updateChallengeIf(
      challenge.id,
      { status: answered.status },
      { status: 'consumed', validated_at: now, consumed_at: now },
    );
    if (!done) throw challengeNotUsable('consumed');
    await repo.updateToken(token.id, { status: 'active', activated_at: now, last_used_at: now });
    await repo.revokeOtherActive(token.user_id, token.type, token.id);
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

    async tokens(userId: string): Promise<ScaTokenReply[]> {
      return (await repo.activeTokens(userId)).map(tokenView);
    },

    /** Adding a method needs a challenge answered with an active one, when the user has any. */
    async needsChallenge(userId: string): Promise<boolean> {
      return (await repo.activeTokens(userId)).length > 0;
    },

    async start(userId: string, type: ScaMethodType, locale: Locale): Promise<ScaEnrollmentReply> {
      const contact = await repo.userContact(userId);
      if (!contact) throw notFound('user');
      const now = clock.now();
      const token = newToken(userId, type, contact, now);
      const ttl = type === 'app' ? SCA_APP_PAIRING_TTL_SECONDS : SCA_CODE_TTL_SECONDS;
      const challenge = newChallenge(
        { user_id: userId, token_id: token.id, action: SCA_ENROLL_ACTION, purpose: 'enroll', ttl },
        ttl,
        now,
      );
      const vouched = await deps.vouchedEmail.activateIfVouched(token, challenge, now);
      if (vouched) {
        return {
          id: token.id,
          type,
          description: token.description,
          ttl,
          challenge: { id: challenge.id },
          activated: { reason: vouched.reason, token: tokenView(vouched.token) },
        };
      }
      // The app's pairing waits (init) for the device; a code is sent at once.
      const pairingSecret = type === 'app' ? newSecretToken() : null;
      const record = pairingSecret
        ? { ...challenge, code_hash: hashScaSecret(secret, challenge.id, pairingSecret) }
        : {
            ...challenge,
            ...triggered(challenge, token, await delivery.deliver(challenge, token, locale), now),
          };
      await repo.insertToken(token);
      await repo.insertChallenge(record);
      return {
        id: token.id,
        type,
        description: token.description,
        ttl,
        challenge: { id: challenge.id },
        ...(pairingSecret
          ? {
              pairing: {
                challenge_id: challenge.id,
                pairing_secret: pairingSecret,
                api_url: deps.publicApiUrl,
              },
            }
          : {}),
        activated: null,
      };
    },

    async status(userId: string, tokenId: string): Promise<ScaEnrollStatusReply> {
      const token = await repo.findToken(userId, tokenId);
      if (!token) throw notFound('token');
      if (token.status !== 'init') return { id: token.id, status: token.status };
      const latest = await repo.latestEnrollChallenge(token.id);
      const challenge = latest ? await delivery.settle(latest) : undefined;
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
      return tokenView(await activateWithCode(token, challenge, code));
    },

    activateWithCode,
  };
}

export type ScaEnrolment = ReturnType<typeof createScaEnrolment>;
