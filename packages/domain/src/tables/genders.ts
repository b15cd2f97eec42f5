import type { LocalizedLabel } from './localized-label';

export const GENDERS = [1, 2] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Readonly<Record<Gender, LocalizedLabel>> = {
  1: { fr: 'Monsieur', en: 'Mr', de: 'Herr' },
  2: { fr: 'Madame', en: 'Mrs', de: 'Frau' },
};
