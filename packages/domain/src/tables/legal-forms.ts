import type { Locale } from '../locale';
import type { LocalizedLabel } from './localized-label';

/** Legal forms the bank knows (spec §3), plus ASS for associations. */
export const LEGAL_FORM_CODES = [
  'AE',
  'AS',
  'ASS',
  'CIAS',
  'CSE',
  'EARL',
  'EI',
  'EIRL',
  'EURL',
  'GAEC',
  'GEIE',
  'GIE',
  'OPCVM',
  'SA',
  'SARL',
  'SAS',
  'SASU',
  'SC',
  'SCA',
  'SCI',
  'SCIC',
  'SCM',
  'SCOP',
  'SCP',
  'SCS',
  'SEL',
  'SELAFA',
  'SELARL',
  'SELAS',
  'SELCA',
  'SEM',
  'SEML',
  'SENIRCS',
  'SEP',
  'SICA',
  'SLP',
  'SNC',
] as const;
export type LegalFormCode = (typeof LEGAL_FORM_CODES)[number];

/** The wire shape of company.legal_form; code and abbreviation are the same short code. */
export interface LegalForm {
  code: LegalFormCode;
  abbreviation: LegalFormCode;
  label: LocalizedLabel;
}

const l = (fr: string, en: string, de: string): LocalizedLabel => ({ fr, en, de });

export const LEGAL_FORM_LABELS: Readonly<Record<LegalFormCode, LocalizedLabel>> = {
  AE: l('Auto-entrepreneur (micro-entreprise)', 'Auto-entrepreneur (micro-business)', 'Kleinstunternehmer'),
  AS: l('Association syndicale', 'Landowners association', 'Eigentümervereinigung'),
  ASS: l('Association', 'Association', 'Verein'),
  CIAS: l(
    "Centre intercommunal d'action sociale",
    'Inter-municipal social action centre',
    'Interkommunales Sozialzentrum',
  ),
  CSE: l('Comité social et économique', 'Works council (CSE)', 'Betriebsrat (CSE)'),
  EARL: l(
    'Exploitation agricole à responsabilité limitée',
    'Limited liability farm',
    'Landwirtschaftlicher Betrieb mit beschränkter Haftung',
  ),
  EI: l('Entreprise individuelle', 'Sole proprietorship', 'Einzelunternehmen'),
  EIRL: l(
    'Entrepreneur individuel à responsabilité limitée',
    'Limited liability sole trader',
    'Einzelunternehmer mit beschränkter Haftung',
  ),
  EURL: l(
    'Entreprise unipersonnelle à responsabilité limitée',
    'Single-member limited liability company',
    'Einpersonen-Gesellschaft mit beschränkter Haftung',
  ),
  GAEC: l(
    "Groupement agricole d'exploitation en commun",
    'Joint farming group',
    'Landwirtschaftliche Betriebsgemeinschaft',
  ),
  GEIE: l(
    "Groupement européen d'intérêt économique",
    'European economic interest grouping',
    'Europäische wirtschaftliche Interessenvereinigung',
  ),
  GIE: l(
    "Groupement d'intérêt économique",
    'Economic interest grouping',
    'Wirtschaftliche Interessenvereinigung',
  ),
  OPCVM: l(
    'Organisme de placement collectif en valeurs mobilières',
    'Undertaking for collective investment in transferable securities',
    'Organismus für gemeinsame Anlagen in Wertpapieren',
  ),
  SA: l('Société anonyme', 'Public limited company', 'Aktiengesellschaft'),
  SARL: l(
    'Société à responsabilité limitée',
    'Limited liability company',
    'Gesellschaft mit beschränkter Haftung',
  ),
  SAS: l(
    'Société par actions simplifiée',
    'Simplified joint-stock company',
    'Vereinfachte Aktiengesellschaft',
  ),
  SASU: l(
    'Société par actions simplifiée unipersonnelle',
    'Single-shareholder simplified joint-stock company',
    'Vereinfachte Einpersonen-Aktiengesellschaft',
  ),
  SC: l('Société civile', 'Non-trading company', 'Zivilgesellschaft'),
  SCA: l(
    'Société en commandite par actions',
    'Partnership limited by shares',
    'Kommanditgesellschaft auf Aktien',
  ),
  SCI: l('Société civile immobilière', 'Real-estate non-trading company', 'Immobilien-Zivilgesellschaft'),
  SCIC: l(
    "Société coopérative d'intérêt collectif",
    'Collective-interest cooperative company',
    'Genossenschaft von kollektivem Interesse',
  ),
  SCM: l(
    'Société civile de moyens',
    'Shared-resources partnership',
    'Praxisgemeinschaft (Zivilgesellschaft)',
  ),
  SCOP: l('Société coopérative de production', "Workers' cooperative", 'Produktivgenossenschaft'),
  SCP: l(
    'Société civile professionnelle',
    'Professional partnership',
    'Berufsausübungsgesellschaft (Zivilgesellschaft)',
  ),
  SCS: l('Société en commandite simple', 'Limited partnership', 'Kommanditgesellschaft'),
  SEL: l("Société d'exercice libéral", 'Professional practice company', 'Freiberufler-Gesellschaft'),
  SELAFA: l(
    "Société d'exercice libéral à forme anonyme",
    'Professional practice public limited company',
    'Freiberufler-Aktiengesellschaft',
  ),
  SELARL: l(
    "Société d'exercice libéral à responsabilité limitée",
    'Professional practice limited liability company',
    'Freiberufler-Gesellschaft mit beschränkter Haftung',
  ),
  SELAS: l(
    "Société d'exercice libéral par actions simplifiée",
    'Professional practice simplified joint-stock company',
    'Vereinfachte Freiberufler-Aktiengesellschaft',
  ),
  SELCA: l(
    "Société d'exercice libéral en commandite par actions",
    'Professional practice partnership limited by shares',
    'Freiberufler-Kommanditgesellschaft auf Aktien',
  ),
  SEM: l("Société d'économie mixte", 'Semi-public company', 'Gemischtwirtschaftliche Gesellschaft'),
  SEML: l(
    "Société d'économie mixte locale",
    'Local semi-public company',
    'Kommunale gemischtwirtschaftliche Gesellschaft',
  ),
  SENIRCS: l(
    'Société étrangère non immatriculée au RCS',
    'Foreign company not registered at the French commercial register',
    'Ausländische, nicht im französischen Handelsregister eingetragene Gesellschaft',
  ),
  SEP: l('Société en participation', 'Joint venture (undisclosed partnership)', 'Stille Gesellschaft'),
  SICA: l(
    "Société d'intérêt collectif agricole",
    'Agricultural collective-interest company',
    'Landwirtschaftliche Gesellschaft von kollektivem Interesse',
  ),
  SLP: l('Société de libre partenariat', 'Free partnership company', 'Freie Partnerschaftsgesellschaft'),
  SNC: l('Société en nom collectif', 'General partnership', 'Offene Handelsgesellschaft'),
};

export const LEGAL_FORMS: readonly LegalForm[] = LEGAL_FORM_CODES.map((code) => ({
  code,
  abbreviation: code,
  label: LEGAL_FORM_LABELS[code],
}));

export const isLegalFormCode = (value: unknown): value is LegalFormCode =>
  typeof value === 'string' && (LEGAL_FORM_CODES as readonly string[]).includes(value);

export const legalFormLabel = (code: LegalFormCode, locale: Locale): string =>
  LEGAL_FORM_LABELS[code][locale];

/** Forms hidden from the legal-form choice of a shareholder company (spec §5). */
export const HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY: readonly LegalFormCode[] = ['CSE', 'AE', 'EI', 'EIRL'];
/** Forms hidden from the legal-form choice in the enrollment journey (spec §5). */
export const HIDDEN_FORMS_FOR_ENROLLMENT: readonly LegalFormCode[] = ['SENIRCS', 'AE', 'EI', 'EIRL', 'ASS'];
/**
 * Forms without share capital, for which the capital fields are not asked (spec §5: AE, EI, AS;
 * and the other sole traders, associations and works councils, which have none either).
 */
export const FORMS_WITHOUT_CAPITAL: readonly LegalFormCode[] = ['AE', 'EI', 'EIRL', 'AS', 'ASS', 'CSE'];
/** Forms for which the SIRET is optional (spec §5). */
export const FORMS_WITH_OPTIONAL_SIRET: readonly LegalFormCode[] = ['CSE', 'ASS'];
