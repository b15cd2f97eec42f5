import type { ScaChallengeReply, ScaRequiredReply, ScaTokenReply } from '@app/domain';

/** Builders for the API's SCA shapes, for the tests of this folder. */
export function challenge(overrides: Partial<ScaChallengeReply> = {}): ScaChallengeReply {
  return {
    id: 'ch-1',
    status: 'init',
    action: 'company.complete',
    description: "Finaliser l'ouverture de votre compte",
    event: 'company.complete',
    ttl: 600,
    expires_at: '2026-11-22T10:10:00.000Z',
    token: null,
    ...overrides,
  };
}

export function token(overrides: Partial<ScaTokenReply> = {}): ScaTokenReply {
  return {
    id: 'tok-email',
    type: 'email',
    status: 'active',
    description: 'c***e@example.fr',
    device_name: null,
    device_os: null,
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: null,
    ...overrides,
  };
}

export function scaRequired(overrides: Partial<ScaRequiredReply> = {}): ScaRequiredReply {
  return {
    code: 'sca_required',
    message: 'Une vérification en deux étapes est nécessaire pour continuer.',
    challenge: challenge(),
    setup_required: false,
    available: ['app', 'email', 'sms'],
    tokens: [token()],
    ...overrides,
  };
}

/** The challenge as trigger answers it: sent by this token, 120 s to answer. */
export const triggered = (by: ScaTokenReply, overrides: Partial<ScaChallengeReply> = {}) =>
  challenge({
    status: 'triggered',
    ttl: 120,
    token: { id: by.id, type: by.type, description: by.description },
    ...overrides,
  });
