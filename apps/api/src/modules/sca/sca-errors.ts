import type { Locale, ScaChallengeStatus } from '@app/domain';
import { AppError } from '../../errors';
import { type ScaMessageKey, scaText } from './messages';

// The error handler translates shared keys and passes other text through: SCA texts are
// translated here, with the module's own catalogue.

const reasonKey: Partial<Record<ScaChallengeStatus, ScaMessageKey>> = {
  failed: 'sca.error.too_many_attempts',
  expired: 'sca.error.expired',
  rejected: 'sca.error.rejected',
  consumed: 'sca.error.already_used',
  init: 'sca.error.failed',
  triggered: 'sca.error.not_accepted',
  accepted: 'sca.error.already_used',
};

/** 409: the challenge cannot be validated in its current state; `status` tells the client why. */
export function challengeNotUsable(locale: Locale, status: ScaChallengeStatus): AppError {
  return new AppError('conflict', scaText(locale, 'sca.error.failed'), undefined, {
    status,
    reason: scaText(locale, reasonKey[status] ?? 'sca.error.failed'),
  });
}

/** 422 on the code field, with the attempts left before the challenge is failed. */
export function wrongCode(locale: Locale, attemptsLeft: number): AppError {
  return new AppError(
    'validation_failed',
    scaText(locale, 'sca.error.failed'),
    { code: scaText(locale, attemptsLeft > 0 ? 'sca.error.code_invalid' : 'sca.error.too_many_attempts') },
    { attempts_left: attemptsLeft },
  );
}

export const sendLimitReached = (locale: Locale) =>
  new AppError('too_many_requests', scaText(locale, 'sca.error.send_limit'));

/** 429: this challenge has had all its codes; a new one comes with the action again. */
export const challengeSendLimitReached = (locale: Locale) =>
  new AppError('too_many_requests', scaText(locale, 'sca.error.challenge_send_limit'));

export const noMethod = (locale: Locale) =>
  new AppError('conflict', scaText(locale, 'sca.error.no_method'), undefined, { setup_required: true });

export const methodUnavailable = (locale: Locale) =>
  new AppError('validation_failed', scaText(locale, 'sca.error.method_unavailable'), {
    token_id: scaText(locale, 'sca.error.method_unavailable'),
  });

export const badSignature = (locale: Locale) =>
  new AppError('forbidden', scaText(locale, 'sca.error.signature_invalid'));

export const pairingInvalid = (locale: Locale) =>
  new AppError('forbidden', scaText(locale, 'sca.error.pairing_invalid'));
