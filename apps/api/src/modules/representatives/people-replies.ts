import {
  capitalPerHolder,
  type HealthVerificationReply,
  type MandateReply,
  type PersonReply,
  parseAmount,
  type RepresentativeReply,
  sharesPercentage,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
// Healthcare professionals
import { verificationsOf } from '../../sante/verification';
import type { DocumentRow } from '../documents/document.repository';
import { documentUrl } from '../documents/document-dto';
import { slotKey } from '../documents/document-queries';
import { type CompanyPeople, mandateIn, mandateSchemaFor, personIn, personSchemaFor } from './company-people';
import { latestProofsOf, proofSlots } from './person-proofs';
import { mandateAnswersOf, personAnswersOf } from './representative-answers';
import {
  isPersonRecord,
  type MandateRecord,
  type PersonRecord,
  type RepresentativeRecord,
} from './representative-record';

/** The list of the company's people: stored answers, percentage and capital per holder, completeness, proofs. */
export async function toEntries(
  db: Kysely<Database>,
  publicApiUrl: string,
  people: CompanyPeople,
): Promise<RepresentativeReply[]> {
  const persons = people.records.filter(isPersonRecord);
  const proofs = await latestProofsOf(db, persons);
  const verifications = await verificationsOf(
    db,
    persons.map((person) => person.id),
  );
  return people.records.map((record) =>
    record.is_company
      ? mandateReply(people, record)
      : personReply(publicApiUrl, people, proofs, verifications, record),
  );
}

/** One natural person of the company's people, by id (after a write). */
export async function personEntryOf(
  db: Kysely<Database>,
  publicApiUrl: string,
  people: CompanyPeople,
  id: string,
): Promise<PersonReply> {
  const person = personIn(people, id);
  return personReply(
    publicApiUrl,
    people,
    await latestProofsOf(db, [person]),
    await verificationsOf(db, [person.id]),
    person,
  );
}

/** One company mandate of the company's people, by id (after a write). */
export function mandateEntryOf(people: CompanyPeople, id: string): MandateReply {
  return mandateReply(people, mandateIn(people, id));
}

/** What every entry carries besides its answers, computed with the domain rules. */
function computed(people: CompanyPeople, record: RepresentativeRecord) {
  const capital = parseAmount(people.company.capital_amount);
  return {
    companyId: record.company_id,
    percentage: sharesPercentage(record.shareholders_value, people.totalShares),
    capital_amount:
      capital === null ? null : capitalPerHolder(capital, people.totalShares, record.shareholders_value),
  };
}

function mandateReply(people: CompanyPeople, mandate: MandateRecord): MandateReply {
  const answers = mandateAnswersOf(mandate);
  return {
    ...answers,
    ...computed(people, mandate),
    is_complete: mandateSchemaFor(people, mandate).safeParse(answers).success,
  };
}

function personReply(
  publicApiUrl: string,
  people: CompanyPeople,
  proofs: Map<string, DocumentRow>,
  verifications: Map<string, HealthVerificationReply>,
  person: PersonRecord,
): PersonReply {
  const answers = personAnswersOf(person);
  const slots = proofSlots(person);
  const identityCard = proofs.get(slotKey(slots.identityCard, 'identity_card'));
  const addressProof = slots.addressProof && proofs.get(slotKey(slots.addressProof, 'proof_of_address'));
  return {
    ...answers,
    ...computed(people, person),
    identity_card_url: identityCard ? documentUrl(publicApiUrl, identityCard.id) : null,
    address_proof_url: addressProof ? documentUrl(publicApiUrl, addressProof.id) : null,
    professional_verification: verifications.get(person.id) ?? null,
    is_complete: personSchemaFor(people, person).safeParse(answers).success,
  };
}
