import { type MessageKey, message, type ScaChallengeStatus } from '@app/domain';
import { AppError } from '../../errors';
import { SCA_MAX_CODE_ATTEMPTS } from './sca.constants';
import type { ScaChallenge } from './sca.repository';

type ScaErrorKey = Extract<MessageKey, `sca.error.${string}`>;

/** Why a challenge in this state cannot be validated. */
const reasonKey: Readonly<Record<ScaChallengeStatus, ScaErrorKey>> = {
  failed: 'sca.error.too_many_attempts',
  expired: 'sca.error.expired',
  rejected: 'sca.error.rejected',
  consumed: 'sca.error.already_used',
  init: 'sca.error.failed',
  triggered: 'sca.error.not_accepted',
  accepted: 'sca.error.already_used',
};

/** 409: the challenge cannot be validated in its current state; `status` tells the client why. */
export function challengeNotUsable(status: ScaChallengeStatus): AppError {
  return new AppError('conflict', 'sca.error.failed', undefined, {
    status,
    reason: message(reasonKey[status]),
  });
}

/** 409: the challenge failed because its code could not be delivered (invalid number, provider refusal). */
export function codeNotDelivered(): AppError {
  return new AppError('conflict', 'sca.error.failed', undefined, {
    status: 'failed',
    reason: message('sca.error.not_delivered'),
  });
}

/** Why a challenge cannot be answered; a failure with wrong codes left was a code never delivered. */
export function notAnswerable(
  challenge: Pick<ScaChallenge, 'code_message_id' | 'attempts'>,
  status: ScaChallengeStatus,
): AppError {
  return status === 'failed' && challenge.code_message_id && challenge.attempts < SCA_MAX_CODE_ATTEMPTS
    ? codeNotDelivered()
    : challengeNotUsable(status);
}

/** 422 on the code field: a challenge sent by e-mail or SMS is answered with its code. */
export const codeRequired = () =>
  new AppError('validation_failed', 'validation.form_invalid', { code: 'validation.required' });

/** 422 on the code field, with the attempts left before the challenge is failed. */
export function wrongCode(attemptsLeft: number): AppError {
  return new AppError(
    'validation_failed',
    'sca.error.failed',
    { code: attemptsLeft > 0 ? 'sca.error.code_invalid' : 'sca.error.too_many_attempts' },
    { attempts_left: attemptsLeft },
  );
}

export const sendLimitReached = () => new AppError('too_many_requests', 'sca.error.send_limit');

/** 429: this challenge has had all its codes; a new one comes with the action again. */
export const challengeSendLimitReached = () =>
  new AppError('too_many_requests', 'sca.error.challenge_send_limit');

export const noMethod = () =>
  new AppError('conflict', 'sca.error.no_method', undefined, { setup_required: true });

export const methodUnavailable = () =>
  new AppError('validation_failed', 'sca.error.method_unavailable', {
    token_id: 'sca.error.method_unavailable',
  });

export const badSignature = () => new AppError('forbidden', 'sca.error.signature_invalid');

export const pairingInvalid = () => new AppError('forbidden', 'sca.error.pairing_invalid');
