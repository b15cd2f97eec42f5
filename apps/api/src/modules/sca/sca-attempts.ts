import { SCA_MAX_CODE_ATTEMPTS } from './sca.constants';
import type { ScaChallenge, ScaRepository } from './sca.repository';
import { verifyScaSecret } from './sca-code';

/** How one answer to a challenge's secret (a code, the app's pairing secret) went. */
export type SecretAnswer =
  /** The challenge as the counted attempt left it: the caller completes it from that status. */
  | { outcome: 'right'; challenge: ScaChallenge }
  | { outcome: 'wrong'; attemptsLeft: number }
  /** No attempt was left: the challenge has failed, whatever the answer. */
  | { outcome: 'spent' }
  /** Another answer changed the challenge first: read it again. */
  | { outcome: 'changed' };

/**
 * One budget of attempts per challenge, for codes and pairing secrets alike. Each attempt is
 * counted before the secret is compared (compare-and-set on the count), so parallel guesses
 * cannot compare more answers than the limit allows; the last attempt fails the challenge in the
 * same write, and a right answer on it still completes the challenge from there.
 */
export function createScaAttempts(repo: ScaRepository, secret: string) {
  return {
    /** `challenge` as read, in the status that takes answers (init for pairing, triggered for codes). */
    async answer(challenge: ScaChallenge, value: string): Promise<SecretAnswer> {
      const waiting = { status: challenge.status };
      if (challenge.attempts >= SCA_MAX_CODE_ATTEMPTS) {
        await repo.updateChallengeIf(challenge.id, waiting, { status: 'failed' });
        return { outcome: 'spent' };
      }
      const attempts = challenge.attempts + 1;
      const counted =
        attempts >= SCA_MAX_CODE_ATTEMPTS ? { attempts, status: 'failed' as const } : { attempts };
      const asRead = { ...waiting, attempts: challenge.attempts };
      if (!(await repo.updateChallengeIf(challenge.id, asRead, counted))) return { outcome: 'changed' };
      if (challenge.code_hash && verifyScaSecret(secret, challenge.id, value, challenge.code_hash)) {
        return { outcome: 'right', challenge: { ...challenge, ...counted } };
      }
      return { outcome: 'wrong', attemptsLeft: SCA_MAX_CODE_ATTEMPTS - attempts };
    },
  };
}

export type ScaAttempts = ReturnType<typeof createScaAttempts>;
