import type { LocalizedLabel } from './localized-label';

export const SCA_METHOD_TYPES = ['app', 'email', 'sms'] as const;
export type ScaMethodType = (typeof SCA_METHOD_TYPES)[number];

export const SCA_METHOD_LABELS: Readonly<Record<ScaMethodType, LocalizedLabel>> = {
  app: { fr: 'Application mobile', en: 'Mobile app', de: 'Mobile App' },
  email: { fr: 'Code par e-mail', en: 'Code by e-mail', de: 'Code per E-Mail' },
  sms: { fr: 'Code par SMS', en: 'Code by SMS', de: 'Code per SMS' },
};

/** A method's life: init while being set up, active once usable, revoked when replaced or withdrawn. */
export const SCA_TOKEN_STATUSES = ['init', 'active', 'revoked'] as const;
export type ScaTokenStatus = (typeof SCA_TOKEN_STATUSES)[number];

/** Every state a challenge can be in, as the API answers it. */
export const SCA_CHALLENGE_STATUSES = [
  'init',
  'triggered',
  'accepted',
  'rejected',
  'failed',
  'expired',
  'consumed',
] as const;
export type ScaChallengeStatus = (typeof SCA_CHALLENGE_STATUSES)[number];

/** The states still waiting for an answer: past its expiry, such a challenge reads as expired. */
export const SCA_OPEN_CHALLENGE_STATUSES = [
  'init',
  'triggered',
  'accepted',
] as const satisfies readonly ScaChallengeStatus[];
