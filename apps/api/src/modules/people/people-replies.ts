import {
  capitalPerHolder,
  documentUrl,
  type MandateReply,
  type PersonReply,
  parseAmount,
  type RepresentativeReply,
  sharesPercentage,
} from '@app/domain';
import { slotKey } from '../../db/repositories/documents';
import type { MandateRecord, PersonRecord, RepresentativeRecord } from '../../db/repositories/person-record';
import {
  isMandateComplete,
  isPersonComplete,
  mandateIn,
  type OpeningPeople,
  type PeopleOnFile,
  personIn,
} from './opening-people';
import { mandateAnswersOf, personAnswersOf } from './person-answers';
import { proofSlots } from './person-proofs';

/** The list of the company's people: stored answers, percentage and capital per holder, completeness, proofs. */
export const toEntries = (publicApiUrl: string, people: PeopleOnFile): RepresentativeReply[] =>
  people.records.map((record) =>
    record.is_company ? mandateReply(people, record) : personReply(publicApiUrl, people, record),
  );

/** One natural person of the company's people, by id (after a write). */
export const personEntryOf = (publicApiUrl: string, people: PeopleOnFile, id: string): PersonReply =>
  personReply(publicApiUrl, people, personIn(people, id));

/** One company mandate of the company's people, by id (after a write). */
export const mandateEntryOf = (people: OpeningPeople, id: string): MandateReply =>
  mandateReply(people, mandateIn(people, id));

/** What every entry carries besides its answers, computed with the domain rules. */
function computed(people: OpeningPeople, record: RepresentativeRecord) {
  // Only a company being created deposits its capital (an operating one's is long paid up).
  const capital = people.journey === 'enrollment' ? parseAmount(people.company.capital_amount) : null;
  return {
    companyId: record.company_id,
    percentage: sharesPercentage(record.shareholders_value, people.totalShares),
    capital_amount:
      capital === null ? null : capitalPerHolder(capital, people.totalShares, record.shareholders_value),
  };
}

function mandateReply(people: OpeningPeople, mandate: MandateRecord): MandateReply {
  const answers = mandateAnswersOf(mandate);
  const isComplete = isMandateComplete(people, mandate, answers);
  // Completed in place, as a person's entry (see personReply).
  return Object.assign(answers, computed(people, mandate), { is_complete: isComplete });
}

function personReply(publicApiUrl: string, people: PeopleOnFile, person: PersonRecord): PersonReply {
  const answers = personAnswersOf(person);
  const isComplete = isPersonComplete(people, person, answers);
  const slots = proofSlots(person);
  const identityCard = people.proofs.get(slotKey(slots.identityCard, 'identity_card'));
  const addressProof =
    slots.addressProof && people.proofs.get(slotKey(slots.addressProof, 'proof_of_address'));
  // The answers are a fresh pick of the record: completed in place, every entry gets one shape
  // (spreads into a literal cost more than the rest of the entry, on every read).
  return Object.assign(answers, computed(people, person), {
    identity_card_url: identityCard ? documentUrl(publicApiUrl, identityCard.id) : null,
    address_proof_url: addressProof ? documentUrl(publicApiUrl, addressProof.id) : null,
    professional_verification: people.verifications.get(person.id) ?? null,
    is_complete: isComplete,
  });
}
