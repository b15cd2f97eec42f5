import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { latestDocuments } from '../documents/document-queries';
import type { PersonRecord } from './representative-record';

/** The identity card of a person: the user's own for the account user's entry. */
export function identityCardSubject(person: PersonRecord) {
  return person.is_user && person.user_id
    ? ({ subjectType: 'user', subjectId: person.user_id } as const)
    : ({ subjectType: 'representative', subjectId: person.id } as const);
}

/** Where a person's proofs are kept: the user's own for the account user's entry. */
export function proofSlots(person: PersonRecord) {
  return {
    identityCard: identityCardSubject(person),
    addressProof:
      person.is_user && person.user_id
        ? ({ subjectType: 'user', subjectId: person.user_id } as const)
        : undefined,
  };
}

/** The latest proofs of the given people, read in one query for everyone (keyed by slotKey). */
export function latestProofsOf(db: Kysely<Database>, persons: readonly PersonRecord[]) {
  const subjects = persons.flatMap((person) => {
    const slots = proofSlots(person);
    return slots.addressProof ? [slots.identityCard, slots.addressProof] : [slots.identityCard];
  });
  return latestDocuments(db, subjects, ['identity_card', 'proof_of_address']);
}
