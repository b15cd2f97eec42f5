import type { ScaChallengeStatus, ScaEnrollStatusReply } from '@app/domain';

/**
 * Spec §4: while the app is asked, the challenge status is polled every 2 s. init and
 * triggered keep waiting, accepted leads to the validation call, anything else is a failure.
 */
export type ChallengePollAction = 'wait' | 'validate' | 'fail';

export function challengePollAction(status: ScaChallengeStatus): ChallengePollAction {
  if (status === 'init' || status === 'triggered') return 'wait';
  if (status === 'accepted') return 'validate';
  return 'fail';
}

/**
 * While a code by e-mail or SMS is awaited, the status is polled too: only a code that could not
 * be delivered (the challenge failed before any answer) ends the wait; the countdown and the
 * validation's answers handle the rest.
 */
export type CodePollAction = 'wait' | 'undelivered';

export function codePollAction(status: ScaChallengeStatus | ScaEnrollStatusReply['status']): CodePollAction {
  return status === 'failed' ? 'undelivered' : 'wait';
}

/** Enrolment polling (no challenge id): active is success, init or triggered keeps polling. */
export type EnrollPollAction = 'wait' | 'done' | 'fail';

export function enrollPollAction(status: ScaEnrollStatusReply['status']): EnrollPollAction {
  if (status === 'active') return 'done';
  if (status === 'init' || status === 'triggered') return 'wait';
  return 'fail';
}
