import { OPENING_STATUSES, type OpeningStatus } from './opening-status';
import { nameWords } from './payer-name';

/**
 * The statuses of an opening that no longer counts when looking for duplicates: refused and
 * closed. Every other status is an open or pending opening (a journey in progress included: the
 * same company or person started twice is what the bank wants to see). An opening whose request
 * was withdrawn (the journey abandoned) is left out as well, by the API, which knows the request.
 */
export const DUPLICATE_EXCLUDED_STATUSES = ['refused', 'closed'] as const satisfies readonly OpeningStatus[];

/** The statuses of the openings compared for duplicates. */
export const DUPLICATE_CANDIDATE_STATUSES: readonly OpeningStatus[] = OPENING_STATUSES.filter(
  (status) => !(DUPLICATE_EXCLUDED_STATUSES as readonly OpeningStatus[]).includes(status),
);

/** A declared person as duplicate detection compares them: first name, last name, birth date. */
export interface PersonIdentity {
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD, as stored. */
  birthDate: string | null;
}

/**
 * A person's identity as one key: the names as words (case, accents and punctuation aside, so
 * "Anne-Marie DURAND" and "anne marie Durand" are the same) and the birth date. Null when a part is
 * missing: a person not fully declared matches nobody.
 */
export function personIdentityKey(person: PersonIdentity): string | null {
  const first = nameWords(person.firstName ?? '').join(' ');
  const last = nameWords(person.lastName ?? '').join(' ');
  if (!first || !last || !person.birthDate) return null;
  return `${first}|${last}|${person.birthDate}`;
}

/** The same person declared twice: same first and last name and same birth date. */
export const isSamePerson = (a: PersonIdentity, b: PersonIdentity): boolean => {
  const key = personIdentityKey(a);
  return key !== null && key === personIdentityKey(b);
};
