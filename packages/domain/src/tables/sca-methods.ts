import type { LocalizedLabel } from './localized-label';

export const SCA_METHOD_TYPES = ['app', 'email', 'sms'] as const;
export type ScaMethodType = (typeof SCA_METHOD_TYPES)[number];

export const SCA_METHOD_LABELS: Readonly<Record<ScaMethodType, LocalizedLabel>> = {
  app: { fr: 'Application mobile', en: 'Mobile app', de: 'Mobile App' },
  email: { fr: 'Code par e-mail', en: 'Code by e-mail', de: 'Code per E-Mail' },
  sms: { fr: 'Code par SMS', en: 'Code by SMS', de: 'Code per SMS' },
};

export const SCA_CHALLENGE_STATUSES = ['init', 'triggered', 'accepted'] as const;
export type ScaChallengeStatus = (typeof SCA_CHALLENGE_STATUSES)[number];
