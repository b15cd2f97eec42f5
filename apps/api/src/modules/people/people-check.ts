import {
  allSharesAllocated,
  hasBeneficialOwner,
  type Message,
  message,
  missingDocumentMessage,
  missingPersonProofs,
  type PersonProofKind,
} from '@app/domain';
import { slotKey } from '../../db/repositories/documents';
import { isPersonRecord, type RepresentativeRecord } from '../../db/repositories/person-record';
import { isMandateComplete, isPersonComplete, type PeopleOnFile } from './opening-people';
import { personAnswersOf } from './person-answers';
import { proofSlots } from './person-proofs';

export interface PeopleCheck {
  /** Every problem, each person's prefixed with their name. */
  messages: Message[];
  /** Field to message: representatives.<id> for a person, beneficial_owner, shareholders_value. */
  fields: Record<string, Message>;
}

/** Per-person messages start with the person's first and last name (spec §8). */
const aboutPerson = (name: string, about: Message): Message =>
  message('error.person_prefixed', { name, message: about });

const nameOf = (record: RepresentativeRecord) =>
  record.is_company
    ? record.name
    : [record.first_name, record.last_name].filter((part) => part && part.trim() !== '').join(' ');

/**
 * GET /companies/{id}/validate-representatives and the completion: every person valid with
 * the domain rules, the proofs the domain asks of them on file (identity card for a beneficial
 * owner, mandatary or politically exposed person; mandate for a user who is not a legal
 * representative), at least one beneficial owner, and in enrollment every share allocated.
 */
export function checkPeople(people: PeopleOnFile): PeopleCheck {
  const messages: Message[] = [];
  const fields: Record<string, Message> = {};
  const add = (field: string, problem: Message) => {
    messages.push(problem);
    fields[field] ??= problem;
  };
  const incomplete = message('error.representative_incomplete');

  for (const record of people.records) {
    const name = nameOf(record);
    if (record.is_company) {
      if (!isMandateComplete(people, record)) {
        add(`representatives.${record.id}`, aboutPerson(name, incomplete));
      }
      continue;
    }
    const answers = personAnswersOf(record);
    if (!isPersonComplete(people, record, answers)) {
      add(`representatives.${record.id}`, aboutPerson(name, incomplete));
    }
    const slots = proofSlots(record);
    const missing: PersonProofKind[] = missingPersonProofs({
      ...answers,
      identity_card_url: people.proofs.has(slotKey(slots.identityCard, 'identity_card')) ? 'on file' : null,
      has_mandate: people.proofs.has(slotKey(slots.mandate, 'mandate')),
    });
    for (const kind of missing) {
      add(`representatives.${record.id}`, aboutPerson(name, missingDocumentMessage(kind)));
    }
  }

  const persons = people.records.filter(isPersonRecord);
  if (!hasBeneficialOwner(persons, people.totalShares)) {
    add('beneficial_owner', message('validation.beneficial_owner_required'));
  }
  if (
    people.journey === 'enrollment' &&
    !allSharesAllocated(
      people.totalShares,
      people.records.map((record) => record.shareholders_value),
    )
  ) {
    add('shareholders_value', message('validation.shares_invalid'));
  }
  return { messages, fields };
}
