import type { MessageKey } from '../messages/fr';

/** Slots of a company's documents (URL segment of /companies/{id}/documents/{type}). */
export const COMPANY_DOCUMENT_KINDS = [
  'kbis',
  'activity_proof',
  'status',
  'status_project',
  'proof_of_address',
  'gm_minutes',
] as const;
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];

/**
 * What enhanced due diligence asks of the customer (RISK_TABLE.enhancedDueDiligence): proof of the
 * funds' origin (a deed of sale, a loan offer, a notarial deed, savings statements), a document of
 * the company's, sent from the customer's application page.
 */
export const DUE_DILIGENCE_DOCUMENT_KINDS = ['source_of_funds'] as const;
export type DueDiligenceDocumentKind = (typeof DUE_DILIGENCE_DOCUMENT_KINDS)[number];

/** Every kind of document: the company's slots, then the people's and the other proofs. */
export const DOCUMENT_KINDS = [
  ...COMPANY_DOCUMENT_KINDS,
  'identity_card',
  'identity_photo',
  'address_proof',
  'mandate',
  'joafe',
  'senircs_certificate',
  'cse_minutes_and_rules',
  'delegation_of_authority',
  'activity_presentation',
  ...DUE_DILIGENCE_DOCUMENT_KINDS,
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

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

/** A document kind's name: its key in the message catalogue, translated where it is shown. */
export const documentKindName = (kind: DocumentKind): MessageKey => `document.kind.${kind}`;

/** What to upload in each company slot, shown under its label: its key in the message catalogue. */
export const companyDocumentHint = (kind: CompanyDocumentKind | DueDiligenceDocumentKind): MessageKey =>
  `document.hint.${kind}`;
