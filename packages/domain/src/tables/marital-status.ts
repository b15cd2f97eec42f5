import type { LocalizedLabel } from './localized-label';

export const MARITAL_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7, 9] as const;
export type MaritalStatusId = (typeof MARITAL_STATUS_IDS)[number];

export const MARITAL_STATUS_LABELS: Readonly<Record<MaritalStatusId, LocalizedLabel>> = {
  1: { fr: 'Célibataire', en: 'Single', de: 'Ledig' },
  2: { fr: 'Marié(e)', en: 'Married', de: 'Verheiratet' },
  3: { fr: 'Concubin(e)', en: 'Cohabiting', de: 'In nichtehelicher Lebensgemeinschaft' },
  4: { fr: 'Pacsé(e)', en: 'Civil partner', de: 'In eingetragener Partnerschaft' },
  5: { fr: 'Séparé(e)', en: 'Separated', de: 'Getrennt lebend' },
  6: { fr: 'Divorcé(e)', en: 'Divorced', de: 'Geschieden' },
  7: { fr: 'Veuf / veuve', en: 'Widowed', de: 'Verwitwet' },
  9: { fr: 'Non communiqué', en: 'Not provided', de: 'Keine Angabe' },
};

export const isMaritalStatusId = (value: unknown): value is MaritalStatusId =>
  typeof value === 'number' && (MARITAL_STATUS_IDS as readonly number[]).includes(value);
