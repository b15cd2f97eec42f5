import {
  companyMandateSchema,
  type HealthVerificationReply,
  isSoleTrader,
  type Journey,
  type MandateAnswersReply,
  type PersonAnswersReply,
  remainingShares,
  representativeSchema,
} from '@app/domain';
import type { CompanyRecord } from '../../db/repositories/company-record';
import type { DocumentRow } from '../../db/repositories/documents';
import {
  isPersonRecord,
  type MandateRecord,
  type PersonRecord,
  type RepresentativeRecord,
} from '../../db/repositories/person-record';
import { AppError, notFound } from '../../errors';
import { mandateAnswersOf, personAnswersOf } from './person-answers';
import { createVerdictMemo } from './verdict-memo';

/** An opening's company with its people, as every rule on them needs them. */
export interface OpeningPeople {
  company: CompanyRecord;
  records: RepresentativeRecord[];
  journey: Journey;
  /** Declared number of shares (default 5000). */
  totalShares: number;
}

/** The people with what is on file for them: their latest proofs and their register checks. */
export interface PeopleOnFile extends OpeningPeople {
  /** Latest identity card, address proof and mandate of each person's slots (keyed by slotKey). */
  proofs: Map<string, DocumentRow>;
  /** The healthcare-directory check of each person who gave a professional number. */
  verifications: Map<string, HealthVerificationReply>;
}

/** Shares nobody holds, counting everyone's current holding (the edited person's own included). */
export const remainingOf = (people: OpeningPeople): number =>
  remainingShares(
    people.totalShares,
    people.records.map((record) => record.shareholders_value),
  );

/** The sole trader's own entry: the person is the business (their roles are not asked). */
export const isSoleTraderEntry = (people: OpeningPeople, record: { is_user: boolean } | null): boolean =>
  isSoleTrader(people.company.legal_form) && record?.is_user === true;

/**
 * A sole trader declares no one else, and gives their own due diligence on the business form
 * (PUT /companies/{id}): the people's routes are not theirs.
 */
export function refuseForSoleTrader(people: OpeningPeople): void {
  if (isSoleTrader(people.company.legal_form)) throw new AppError('conflict', 'error.sole_trader_people');
}

type PersonContextRecord = { is_user: boolean; shareholders_value: number } | null;

/** The context the domain's rules of a natural person are built for, in this company. */
const personContextOf = (people: OpeningPeople, record: PersonContextRecord) => ({
  journey: people.journey,
  isUser: record?.is_user === true,
  soleTrader: isSoleTraderEntry(people, record),
  remainingShares: remainingOf(people),
  ownShares: record?.shareholders_value ?? 0,
  totalShares: people.totalShares,
});

const mandateContextOf = (people: OpeningPeople, record: { shareholders_value: number } | null) => ({
  journey: people.journey,
  remainingShares: remainingOf(people),
  ownShares: record?.shareholders_value ?? 0,
});

/** The domain schema of a natural person in this company's context. */
export const personSchemaFor = (people: OpeningPeople, record: PersonContextRecord) =>
  representativeSchema(personContextOf(people, record));

export const mandateSchemaFor = (people: OpeningPeople, record: { shareholders_value: number } | null) =>
  companyMandateSchema(mandateContextOf(people, record));

// Enough for every person read at once by a busy process; a verdict is a SHA-256 and a boolean.
const COMPLETENESS_VERDICTS_KEPT = 20_000;
const completenessVerdict = createVerdictMemo(COMPLETENESS_VERDICTS_KEPT);

/**
 * Whether a person's stored answers are complete for the bank: the domain's schema of a person in
 * this company's context accepts them. Asked of every person on every read of the list, so the
 * verdict of the same answers in the same context (and on the same day) is remembered.
 */
export function isPersonComplete(
  people: OpeningPeople,
  record: PersonRecord,
  answers: PersonAnswersReply = personAnswersOf(record),
): boolean {
  const context = personContextOf(people, record);
  return completenessVerdict(
    'person',
    context,
    answers,
    () => representativeSchema(context).safeParse(answers).success,
  );
}

/** Whether a company mandate's stored answers are complete (its domain schema accepts them). */
export function isMandateComplete(
  people: OpeningPeople,
  record: MandateRecord,
  answers: MandateAnswersReply = mandateAnswersOf(record),
): boolean {
  const context = mandateContextOf(people, record);
  return completenessVerdict(
    'mandate',
    context,
    answers,
    () => companyMandateSchema(context).safeParse(answers).success,
  );
}

/** A natural person of the company, by id. */
export function personIn(people: OpeningPeople, id: string): PersonRecord {
  const person = people.records.filter(isPersonRecord).find((candidate) => candidate.id === id);
  if (!person) throw notFound('representative');
  return person;
}

/** A company mandate of the company, by id. */
export function mandateIn(people: OpeningPeople, id: string): MandateRecord {
  const mandate = people.records.find(
    (candidate): candidate is MandateRecord => candidate.is_company && candidate.id === id,
  );
  if (!mandate) throw notFound('mandate');
  return mandate;
}
