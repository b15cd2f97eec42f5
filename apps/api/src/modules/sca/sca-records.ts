import { isMessageKey, type MessageKey, type ScaMethodType } from '@app/domain';
import { newId } from '../../ids';
import { SCA_VALIDATED_WINDOW_SECONDS } from './sca.constants';
import type { ScaChallenge, ScaToken } from './sca.repository';
import type { Delivered } from './sca-delivery';
import { expiresAfter } from './sca-expiry';
import { maskEmail, maskPhone } from './sca-mask';

// The rows SCA writes, and the states a challenge goes through: one shape for enrolment,
// challenges and the app.

/** A method being set up: codes go to the user's address or phone (shown masked); the app is named once paired. */
export function newToken(
  userId: string,
  type: ScaMethodType,
  contact: { email: string; phone: string },
  now: Date,
): ScaToken {
  return {
    id: newId(),
    user_id: userId,
    type,
    status: 'init',
    description:
      type === 'email'
        ? maskEmail(contact.email)
        : type === 'sms'
          ? maskPhone(contact.phone)
          : 'sca.method.app',
    destination: type === 'email' ? contact.email : type === 'sms' ? contact.phone : null,
    device_name: null,
    device_os: null,
    public_key: null,
    last_signed_at: null,
    created_at: now.toISOString(),
    activated_at: null,
    last_used_at: null,
  };
}

/**
 * What the user is asked to confirm, stored as a key (unknown actions get a generic one): each
 * reply shows it in the language of its request.
 */
const actionDescriptionKey = (action: string): MessageKey => {
  const key = `sca.action.${action}`;
  return isMessageKey(key) ? key : 'sca.action.default';
};

/** A new challenge waiting for its method: nothing sent, no attempt made. */
export function newChallenge(
  fields: Pick<ScaChallenge, 'user_id' | 'token_id' | 'action' | 'purpose' | 'ttl'>,
  lifetimeSeconds: number,
  now: Date,
): ScaChallenge {
  return {
    id: newId(),
    ...fields,
    status: 'init',
    code_hash: null,
    code_message_id: null,
    attempts: 0,
    expires_at: expiresAfter(now, lifetimeSeconds),
    description: actionDescriptionKey(fields.action),
    event: fields.action,
    created_at: now.toISOString(),
    triggered_at: null,
    validated_at: null,
    consumed_at: null,
  };
}

/**
 * Sent by a method: the challenge waits for its answer for a code's lifetime. Attempts are kept:
 * the limit of wrong codes is per challenge, not per code sent.
 */
export function triggered(challenge: Pick<ScaChallenge, 'ttl'>, token: ScaToken, sent: Delivered, now: Date) {
  return {
    status: 'triggered' as const,
    token_id: token.id,
    code_hash: sent.codeHash,
    code_message_id: sent.messageId,
    expires_at: expiresAfter(now, challenge.ttl),
    triggered_at: now.toISOString(),
  };
}

/** Accepted by a code or on the device: the web client has a while to validate it and retry its call. */
export function accepted(now: Date) {
  return { status: 'accepted' as const, expires_at: expiresAfter(now, SCA_VALIDATED_WINDOW_SECONDS) };
}
