import type { Clock } from '../../clock';
import { notFound } from '../../errors';
import type { ScaChallenge, ScaRepository } from './sca.repository';
import type { ScaAttempts } from './sca-attempts';
import type { ScaDelivery } from './sca-delivery';
import { challengeNotUsable, codeRequired, notAnswerable, wrongCode } from './sca-errors';
import { effectiveStatus } from './sca-expiry';

export interface ScaCodeCheckDeps {
  repo: ScaRepository;
  clock: Clock;
  delivery: ScaDelivery;
  attempts: ScaAttempts;
}

/** The code typed for a challenge sent by e-mail or SMS: an enrolment or a 399 challenge. */
export function createScaCodeCheck({ repo, clock, delivery, attempts }: ScaCodeCheckDeps) {
  return {
    /**
     * Checks a code against a triggered challenge; returns the challenge for the caller to
     * complete (from its status), or throws why the code does not answer it.
     */
    async check(challenge: ScaChallenge, code: string | undefined): Promise<ScaChallenge> {
      if (!code) throw codeRequired();
      let current = await delivery.settle(challenge);
      // A few rounds: a parallel answer may change the challenge between the read and the count.
      for (let round = 0; round < 3; round += 1) {
        const status = effectiveStatus(current, clock.now());
        if (status !== 'triggered') throw notAnswerable(current, status);
        const answer = await attempts.answer(current, code);
        if (answer.outcome === 'right') return answer.challenge;
        if (answer.outcome === 'wrong') throw wrongCode(answer.attemptsLeft);
        if (answer.outcome === 'spent') throw challengeNotUsable('failed');
        const reread = await repo.findChallengeById(current.id);
        if (!reread) throw notFound('challenge');
        current = reread;
      }
      throw challengeNotUsable('triggered');
    },
  };
}

export type ScaCodeCheck = ReturnType<typeof createScaCodeCheck>;
