import type { LocalizedLabel } from './localized-label';

/** new_company: enrollment journey (company being created); existing_company: signup journey. */
export const REGISTRATION_TYPES = ['new_company', 'existing_company'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** The spec's two journeys: signup (an operating business) and enrollment (one being created). */
export const JOURNEYS = ['signup', 'enrollment'] as const;
export type Journey = (typeof JOURNEYS)[number];

export const isJourney = (value: unknown): value is Journey => JOURNEYS.includes(value as Journey);

export const journeyOf = (type: RegistrationType): Journey =>
  type === 'new_company' ? 'enrollment' : 'signup';

export const registrationTypeOf = (journey: Journey): RegistrationType =>
  journey === 'enrollment' ? 'new_company' : 'existing_company';

export const REGISTRATION_TYPE_LABELS: Readonly<Record<RegistrationType, LocalizedLabel>> = {
  new_company: { fr: 'Activité en création', en: 'Business being created', de: 'Unternehmen in Gründung' },
  existing_company: {
    fr: 'Activité déjà en exercice ou entreprise individuelle',
    en: 'Business already operating or sole trader',
    de: 'Bereits tätiges Unternehmen oder Einzelunternehmen',
  },
};
