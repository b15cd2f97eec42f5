import type { MessageKey } from '../messages/fr';
import { type BusinessEntity, businessEntity, isSoleTrader } from './business-entity';

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

/**
 * Forms without a Kbis extract: they prove their activity another way (a sole trader's INSEE
 * situation notice or URSSAF / professional registration, an association's declaration receipt).
 */
export const ACTIVITY_PROOF_FORMS: readonly string[] = ['AE', 'EI', 'EIRL', 'ASS', 'SENIRCS'];

/** The registration-proof slot of a company: activity_proof for sole traders, ASS, SENIRCS, else kbis. */
export const registrationProofKind = (legalForm: string | null | undefined): 'kbis' | 'activity_proof' =>
  legalForm && ACTIVITY_PROOF_FORMS.includes(legalForm) ? 'activity_proof' : 'kbis';

/**
 * The company documents the proofs step asks for (spec §2.4 company proofs): the statutes (their
 * draft in enrollment) and the proof of the company's address (a CSE's minutes instead). A sole
 * trader has no statutes: only a proof of the practice's address, and only when the practice is not
 * at the home address their own proof of address already shows (`homeIsPractice`).
 */
export function requiredCompanyDocumentKinds(context: {
  journey: 'signup' | 'enrollment';
  legalForm: string | null | undefined;
  /** A sole trader's answer: their home is at the practice's address (unknown: null). */
  homeIsPractice?: boolean | null;
}): readonly CompanyDocumentKind[] {
  if (isSoleTrader(context.legalForm)) return context.homeIsPractice === true ? [] : ['proof_of_address'];
  const statutes = context.journey === 'enrollment' ? 'status_project' : 'status';
  const second = context.legalForm === 'CSE' ? 'gm_minutes' : 'proof_of_address';
  return [statutes, second];
}

/** Every company slot a sole trader may be asked for: the activity proof and the practice's address. */
export const SOLE_TRADER_DOCUMENT_KINDS: readonly CompanyDocumentKind[] = [
  'activity_proof',
  'proof_of_address',
];

/**
 * The company documents a business of this legal form never has (a sole trader: statutes, a Kbis,
 * general-meeting minutes): the API refuses them in its slots, the bank never asks for them.
 */
export const documentKindsNotHeld = (legalForm: string | null | undefined): readonly CompanyDocumentKind[] =>
  isSoleTrader(legalForm)
    ? COMPANY_DOCUMENT_KINDS.filter((kind) => !SOLE_TRADER_DOCUMENT_KINDS.includes(kind))
    : [];

/**
 * The company documents a sole trader's activity or an association names in its own words
 * ("Justificatif d'adresse du cabinet", "Statuts de l'association"): the catalogue has
 * `document.kind.<kind>_<entity>` and `document.hint.<kind>_<entity>` for these.
 */
const ENTITY_WORDS: Readonly<Record<Exclude<BusinessEntity, 'company'>, readonly CompanyDocumentKind[]>> = {
  business: ['activity_proof', 'proof_of_address'],
  association: ['activity_proof', 'status', 'proof_of_address'],
};

const entityVariant = (kind: DocumentKind, legalForm: string | null | undefined): string => {
  const entity = businessEntity(legalForm);
  return entity !== 'company' && (ENTITY_WORDS[entity] as readonly string[]).includes(kind)
    ? `${kind}_${entity}`
    : kind;
};

/**
 * A document kind's name: its key in the message catalogue, translated where it is shown. Given the
 * company's legal form, a company document is named in the words of its kind of business.
 */
export const documentKindName = (kind: DocumentKind, legalForm?: string | null): MessageKey =>
  `document.kind.${entityVariant(kind, legalForm)}` as MessageKey;

/** What to upload in each company slot, shown under its label (in the words of its kind of business). */
export const companyDocumentHint = (
  kind: CompanyDocumentKind | DueDiligenceDocumentKind,
  legalForm?: string | null,
): MessageKey => `document.hint.${entityVariant(kind, legalForm)}` as MessageKey;
