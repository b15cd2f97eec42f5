import type { DocumentSubject } from '../../db/repositories/documents';
import type { PersonRecord, RepresentativeRecord } from '../../db/repositories/person-record';

/** The document kinds kept for people: their identity, the user's home address, a delegation. */
export const PERSON_PROOF_TYPES = ['identity_card', 'proof_of_address', 'mandate'] as const;

/** The identity card of a person: the user's own for the account user's entry. */
export function identityCardSubject(person: PersonRecord): DocumentSubject {
  return person.is_user && person.user_id
    ? { subjectType: 'user', subjectId: person.user_id }
    : { subjectType: 'representative', subjectId: person.id };
}

/** Where a person's proofs are kept: the user's own for the account user's entry. */
export function proofSlots(person: PersonRecord) {
  return {
    identityCard: identityCardSubject(person),
    addressProof:
      person.is_user && person.user_id
        ? ({ subjectType: 'user', subjectId: person.user_id } as const)
        : undefined,
    mandate: { subjectType: 'representative', subjectId: person.id } as const,
  };
}

/** Every slot of the given people whose latest document the list and the checks read. */
export function proofSubjects(records: readonly RepresentativeRecord[]): DocumentSubject[] {
  const subjects = new Map<string, DocumentSubject>();
  for (const record of records) {
    if (record.is_company) continue;
    const slots = proofSlots(record);
    for (const subject of [slots.identityCard, slots.mandate, slots.addressProof]) {
      if (subject) subjects.set(`${subject.subjectType}:${subject.subjectId}`, subject);
    }
  }
  return [...subjects.values()];
}
