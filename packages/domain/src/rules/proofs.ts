import { type Message, message } from '../messages/index';
import { type DocumentKind, documentKindName } from '../tables/documents';

export type PersonProofKind = 'identity_card' | 'mandate';

export interface PersonForProofs {
  is_beneficial_owner?: boolean | null;
  is_mandatary?: boolean | null;
  is_pep?: boolean | null;
  is_user?: boolean | null;
  is_company?: boolean | null;
  identity_card_url?: string | null;
  /** Whether a mandate document is on file. */
  has_mandate?: boolean | null;
}

/**
 * Proofs a person must provide: an identity card when beneficial owner, mandatary (legal
 * representative) or politically exposed; a mandate (delegation of authority) for the account user
 * who is not a legal representative.
 */
export function requiredPersonProofs(person: PersonForProofs): PersonProofKind[] {
  if (person.is_company) return [];
  const proofs: PersonProofKind[] = [];
  if (person.is_beneficial_owner || person.is_mandatary || person.is_pep) proofs.push('identity_card');
  if (person.is_user && person.is_mandatary === false) proofs.push('mandate');
  return proofs;
}

/** Required proofs not on file yet. */
export function missingPersonProofs(person: PersonForProofs): PersonProofKind[] {
  return requiredPersonProofs(person).filter((kind) =>
    kind === 'identity_card' ? !person.identity_card_url : !person.has_mandate,
  );
}

/** How many people still miss a proof: the proofs step loops until it is 0 (spec §4). */
export const missingProofsCount = (people: readonly PersonForProofs[]): number =>
  people.filter((person) => missingPersonProofs(person).length > 0).length;

/** "Missing document: Identity document", for a person's or the company's proof not on file. */
export const missingDocumentMessage = (kind: DocumentKind, legalForm?: string | null): Message =>
  // A document's name takes no parameter; a company's is named in its kind of business's words.
  message('document.missing', { document: { key: documentKindName(kind, legalForm), params: {} } });
