import type { LocalizedLabel } from './localized-label';

export const DOCUMENT_KINDS = [
  'kbis',
  'activity_proof',
  'status',
  'status_project',
  'proof_of_address',
  'gm_minutes',
  'identity_card',
  'identity_photo',
  'address_proof',
  'mandate',
  'joafe',
  'senircs_certificate',
  'cse_minutes_and_rules',
  'delegation_of_authority',
  'activity_presentation',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Slots of a company's documents (URL segment of /companies/{id}/documents/{type}). */
export const COMPANY_DOCUMENT_KINDS = [
  'kbis',
  'activity_proof',
  'status',
  'status_project',
  'proof_of_address',
  'gm_minutes',
] as const satisfies readonly DocumentKind[];
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];

/** Slots of a representative's documents. */
export const REPRESENTATIVE_DOCUMENT_KINDS = [
  'identity_card',
  'identity_photo',
  'mandate',
] as const satisfies readonly DocumentKind[];
export type RepresentativeDocumentKind = (typeof REPRESENTATIVE_DOCUMENT_KINDS)[number];

/** Slots of the user's own documents (/user/documents/{type}). */
export const USER_DOCUMENT_KINDS = ['identity_card', 'proof_of_address'] as const;
export type UserDocumentKind = (typeof USER_DOCUMENT_KINDS)[number];

/** Forms without a Kbis extract: they prove their activity another way. */
export const ACTIVITY_PROOF_FORMS: readonly string[] = ['AE', 'EI', 'ASS', 'SENIRCS'];

/** The registration-proof slot of a company: activity_proof for AE, EI, ASS, SENIRCS, else kbis. */
export const registrationProofKind = (legalForm: string | null | undefined): 'kbis' | 'activity_proof' =>
  legalForm && ACTIVITY_PROOF_FORMS.includes(legalForm) ? 'activity_proof' : 'kbis';

/** The two company documents the proofs step asks for (spec §2.4 company proofs). */
export function requiredCompanyDocumentKinds(context: {
  journey: 'signup' | 'enrollment';
  legalForm: string | null | undefined;
}): readonly [CompanyDocumentKind, CompanyDocumentKind] {
  const statutes = context.journey === 'enrollment' ? 'status_project' : 'status';
  const second = context.legalForm === 'CSE' ? 'gm_minutes' : 'proof_of_address';
  return [statutes, second];
}

export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, LocalizedLabel>> = {
  kbis: { fr: 'Extrait Kbis', en: 'Kbis extract', de: 'Handelsregisterauszug (Kbis)' },
  activity_proof: { fr: "Justificatif d'activité", en: 'Proof of activity', de: 'Tätigkeitsnachweis' },
  status: { fr: 'Statuts', en: 'Articles of association', de: 'Satzung' },
  status_project: {
    fr: 'Projet de statuts',
    en: 'Draft articles of association',
    de: 'Satzungsentwurf',
  },
  proof_of_address: {
    fr: 'Justificatif de domicile de la société',
    en: "Proof of the company's address",
    de: 'Adressnachweis des Unternehmens',
  },
  gm_minutes: {
    fr: "Procès-verbal d'assemblée générale",
    en: 'Minutes of the general meeting',
    de: 'Protokoll der Hauptversammlung',
  },
  identity_card: { fr: "Pièce d'identité", en: 'Identity document', de: 'Ausweisdokument' },
  identity_photo: { fr: "Photo d'identité", en: 'Identity photo', de: 'Passfoto' },
  address_proof: { fr: 'Justificatif de domicile', en: 'Proof of address', de: 'Wohnsitznachweis' },
  mandate: { fr: 'Mandat', en: 'Mandate', de: 'Vollmacht' },
  joafe: {
    fr: 'Publication au JOAFE',
    en: 'Publication in the Official Journal of associations (JOAFE)',
    de: 'Veröffentlichung im Amtsblatt der Vereine (JOAFE)',
  },
  senircs_certificate: {
    fr: "Certificat d'immatriculation de la société étrangère",
    en: "Foreign company's registration certificate",
    de: 'Registrierungsnachweis der ausländischen Gesellschaft',
  },
  cse_minutes_and_rules: {
    fr: 'Procès-verbal et règlement intérieur du CSE',
    en: "Works council's minutes and rules",
    de: 'Protokoll und Geschäftsordnung des Betriebsrats',
  },
  delegation_of_authority: {
    fr: 'Délégation de pouvoir',
    en: 'Delegation of authority',
    de: 'Vollmachtsübertragung',
  },
  activity_presentation: {
    fr: "Présentation de l'activité (facultatif)",
    en: 'Presentation of the activity (optional)',
    de: 'Tätigkeitsbeschreibung (optional)',
  },
};
