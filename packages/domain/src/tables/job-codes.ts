import type { LocalizedLabel } from './localized-label';

export const JOB_CODES = ['DGE', 'DIR', 'GER', 'MDJ', 'NON', 'PRE', 'RCT', 'ZAU'] as const;
export type JobCode = (typeof JOB_CODES)[number];

/** NON marks the non-mandatary user (acting on a representative's delegation): set by the app, never picked. */
export const SELECTABLE_JOB_CODES = JOB_CODES.filter((code) => code !== 'NON') as Exclude<JobCode, 'NON'>[];

export const JOB_CODE_LABELS: Readonly<Record<JobCode, LocalizedLabel>> = {
  DGE: { fr: 'Directeur général', en: 'Chief executive officer', de: 'Geschäftsführender Direktor' },
  DIR: { fr: 'Directeur', en: 'Director', de: 'Direktor' },
  GER: { fr: 'Gérant', en: 'Manager', de: 'Geschäftsführer' },
  MDJ: {
    fr: 'Mandataire judiciaire',
    en: 'Court-appointed agent',
    de: 'Gerichtlich bestellter Vertreter',
  },
  NON: {
    fr: 'Mandaté par un représentant légal',
    en: 'Delegated by a legal representative',
    de: 'Von einem gesetzlichen Vertreter bevollmächtigt',
  },
  PRE: { fr: 'Président', en: 'Chairman / President', de: 'Präsident / Vorsitzender' },
  RCT: {
    fr: "Représentant d'une collectivité territoriale",
    en: 'Local authority representative',
    de: 'Vertreter einer Gebietskörperschaft',
  },
  ZAU: { fr: 'Autre', en: 'Other', de: 'Sonstiges' },
};

export const isJobCode = (value: unknown): value is JobCode =>
  typeof value === 'string' && (JOB_CODES as readonly string[]).includes(value);
