import { type Locale, SCA_METHOD_TYPES, type ScaChallengeReply, type ScaRequiredDetails } from '@app/domain';
import type { Clock } from '../../clock';
import { notFound } from '../../errors';
import { SCA_CHALLENGE_LIFETIME_SECONDS, SCA_CODE_TTL_SECONDS } from './sca.constants';
import type { ScaChallenge, ScaRepository, ScaToken } from './sca.repository';
import { challengeView, tokenView } from './sca.views';
import type { ScaCodeCheck } from './sca-code-check';
import type { ScaDelivery } from './sca-delivery';
import type { ScaEnrolment } from './sca-enrolment.service';
import { challengeNotUsable, methodUnavailable, noMethod, notAnswerable } from './sca-errors';
import { effectiveStatus } from './sca-expiry';
import { accepted, newChallenge, triggered } from './sca-records';

export interface ScaChallengesDeps {
  repo: ScaRepository;
  clock: Clock;
  delivery: ScaDelivery;
  codeCheck: ScaCodeCheck;
  /** An enrolment's challenge is validated by activating its method. */
  enrolment: Pick<ScaEnrolment, 'activateWithCode'>;
}

/** The method offered first: the one used last, else the newest. */
const byPreference = (a: ScaToken, b: ScaToken) =>
  (b.last_used_at ?? '').localeCompare(a.last_used_at ?? '') ||
  (b.activated_at ?? '').localeCompare(a.activated_at ?? '');

/**
 * The challenges of the web client: the 399 of a sensitive action (created, sent by a method,
 * answered with a code or on the device, then used once) and the codes of an enrolment.
 */
export function createScaChallenges(deps: ScaChallengesDeps) {
  const { repo, clock, delivery, codeCheck, enrolment } = deps;

  async function loadChallenge(userId: string, id: string): Promise<ScaChallenge> {
    const challenge = await repo.findChallenge(userId, id);
    if (!challenge) throw notFound('challenge');
    return challenge;
  }

  /** The method a challenge goes by: its own for an enrolment, else the one asked for, else the preferred one. */
  async function methodFor(userId: string, challenge: ScaChallenge, tokenId: string | undefined) {
    if (challenge.purpose === 'enroll') {
      const token = await repo.tokenOf(challenge);
      if (token?.status !== 'init' || (tokenId && tokenId !== token.id)) throw methodUnavailable();
      return token;
    }
    if (tokenId) {
      const token = await repo.findToken(userId, tokenId);
      if (!token) throw notFound('token');
      if (token.status !== 'active') throw methodUnavailable();
      return token;
    }
    const current = await repo.tokenOf(challenge);
    const token =
      current?.status === 'active' ? current : (await repo.activeTokens(userId)).sort(byPreference)[0];
    if (!token) throw noMethod();
    return token;
  }

  return {
    /** The 399 challenge for a sensitive action; the user then picks a method and triggers it. */
    async create(userId: string, action: string): Promise<ScaRequiredDetails> {
      const now = clock.now();
      const challenge = newChallenge(
        { user_id: userId, token_id: null, action, purpose: 'authorize', ttl: SCA_CODE_TTL_SECONDS },
        SCA_CHALLENGE_LIFETIME_SECONDS,
        now,
      );
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
      const token = await methodFor(userId, challenge, tokenId);
      // The app being set up is paired from the device; a request already waiting on this device
      // is not asked again (nor its expiry moved).
      const waitsOnDevice = status === 'triggered' && challenge.token_id === token.id;
      if (token.type === 'app' && (challenge.purpose === 'enroll' || waitsOnDevice)) {
        return challengeView(challenge, token, now);
      }
      const patch = triggered(challenge, token, await delivery.deliver(challenge, token, locale), now);
      if (!(await repo.updateChallengeIf(challenge.id, { status: challenge.status }, patch))) {
        throw challengeNotUsable(effectiveStatus(challenge, now));
      }
      return challengeView({ ...challenge, ...patch }, token, now);
    },

    async status(userId: string, challengeId: string): Promise<ScaChallengeReply> {
      const challenge = await delivery.settle(await loadChallenge(userId, challengeId));
      return challengeView(challenge, await repo.tokenOf(challenge), clock.now());
    },

    /** The code typed (e-mail, SMS), or the web client's confirmation that the device accepted. */
    async validate(
      userId: string,
      challengeId: string,
      code: string | undefined,
    ): Promise<ScaChallengeReply> {
      const challenge = await delivery.settle(await loadChallenge(userId, challengeId));
      const token = await repo.tokenOf(challenge);
      if (challenge.purpose === 'enroll') {
        if (!token) throw notFound('token');
        const active = await enrolment.activateWithCode(token, challenge, code);
        return challengeView(await loadChallenge(userId, challengeId), active, clock.now());
      }
      const now = clock.now();
      const validated = { ...accepted(now), validated_at: now.toISOString() };
      const status = effectiveStatus(challenge, now);
      if (token?.type === 'app') {
        // The device accepted; this call is the web client's confirmation, once.
        if (status !== 'accepted' || challenge.validated_at) throw challengeNotUsable(status);
        const awaitingConfirmation = { status: 'accepted' as const, unvalidated: true };
        if (!(await repo.updateChallengeIf(challenge.id, awaitingConfirmation, validated))) {
          throw challengeNotUsable('consumed');
        }
      } else {
        if (!token || status !== 'triggered') throw notAnswerable(challenge, status);
        const answered = await codeCheck.check(challenge, code);
        if (!(await repo.updateChallengeIf(challenge.id, { status: answered.status }, validated))) {
          throw challengeNotUsable('consumed');
        }
      }
      if (token) await repo.updateToken(token.id, { last_used_at: now.toISOString() });
      return challengeView({ ...challenge, ...validated }, token, now);
    },
  };
}

export type ScaChallenges = ReturnType<typeof createScaChallenges>;
