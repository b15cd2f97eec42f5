import {
  capitalPerHolder,
  companyMandateSchema,
  DEFAULT_NUMBER_OF_ACTIONS,
  type MandateReply,
  type PersonReply,
  parseAmount,
  type RepresentativeReply,
  remainingShares,
  representativeSchema,
  sharesPercentage,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { createCompanyRepository } from '../companies/company.repository';
import { type Journey, journeyOf } from '../companies/company.service';
import type { CompanyRecord } from '../companies/company.types';
import type { DocumentRow } from '../documents/document.repository';
import { documentUrl } from '../documents/document-dto';
import { latestDocuments, slotKey } from '../documents/document-queries';
import { createRepresentativeRepository, type RepresentativeRow } from './representative.repository';
import { mandateWire, personWire } from './representative-wire';

/** A company with its people, as every representatives rule needs them. */
export interface CompanyPeople {
  company: CompanyRecord;
  rows: RepresentativeRow[];
  journey: Journey;
  /** Declared number of shares (default 5000). */
  totalShares: number;
}

export async function loadCompanyPeople(
  db: Kysely<Database>,
  companyId: string,
  userId: string,
): Promise<CompanyPeople> {
  const company = await createCompanyRepository(db).findOwned(companyId, userId);
  if (!company) throw notFound('company');
  const rows = await createRepresentativeRepository(db).listByCompany(company.id);
  return {
    company,
    rows,
    journey: journeyOf(company.registrationType),
    totalShares: company.numberOfActions ?? DEFAULT_NUMBER_OF_ACTIONS,
  };
}

/** Shares nobody holds, counting everyone's current holding (the edited person's own included). */
export const remainingOf = (people: CompanyPeople): number =>
  remainingShares(
    people.totalShares,
    people.rows.map((row) => row.shareholders_value),
  );

/** The domain schema of a natural person in this company's context. */
export function personSchemaFor(
  people: CompanyPeople,
  row: { is_user: number; shareholders_value: number } | null,
) {
  return representativeSchema({
    journey: people.journey,
    isUser: row?.is_user === 1,
    remainingShares: remainingOf(people),
    ownShares: row?.shareholders_value ?? 0,
    totalShares: people.totalShares,
  });
}

export function mandateSchemaFor(people: CompanyPeople, row: { shareholders_value: number } | null) {
  return companyMandateSchema({
    journey: people.journey,
    remainingShares: remainingOf(people),
    ownShares: row?.shareholders_value ?? 0,
  });
}

/** The identity card of a person: the user's own for the account user's entry. */
export function identityCardSubject(row: RepresentativeRow) {
  return row.is_user === 1 && row.user_id
    ? ({ subjectType: 'user', subjectId: row.user_id } as const)
    : ({ subjectType: 'representative', subjectId: row.id } as const);
}

/** Where a person's proofs are kept: the user's own for the account user's entry. */
function proofSlots(row: RepresentativeRow) {
  return {
    identityCard: identityCardSubject(row),
    addressProof:
      row.is_user === 1 && row.user_id
        ? ({ subjectType: 'user', subjectId: row.user_id } as const)
        : undefined,
  };
}

/** The latest proofs of the given people, read in one query for everyone. */
async function proofsOf(db: Kysely<Database>, rows: readonly RepresentativeRow[]) {
  const subjects = rows
    .filter((row) => row.is_company !== 1)
    .flatMap((row) => {
      const slots = proofSlots(row);
      return slots.addressProof ? [slots.identityCard, slots.addressProof] : [slots.identityCard];
    });
  return latestDocuments(db, subjects, ['identity_card', 'proof_of_address']);
}

/** The list of the company's people: stored answers, percentage and capital per holder, completeness, proofs. */
export async function toEntries(
  db: Kysely<Database>,
  publicApiUrl: string,
  people: CompanyPeople,
): Promise<RepresentativeReply[]> {
  const proofs = await proofsOf(db, people.rows);
  return people.rows.map((row) =>
    row.is_company === 1 ? mandateReply(people, row) : personReply(publicApiUrl, people, proofs, row),
  );
}

/** One natural person of the company's people, by id (after a write). */
export async function personEntryOf(
  db: Kysely<Database>,
  publicApiUrl: string,
  people: CompanyPeople,
  id: string,
): Promise<PersonReply> {
  const row = people.rows.find((candidate) => candidate.id === id && candidate.is_company !== 1);
  if (!row) throw notFound('representative');
  return personReply(publicApiUrl, people, await proofsOf(db, [row]), row);
}

/** One company mandate of the company's people, by id (after a write). */
export function mandateEntryOf(people: CompanyPeople, id: string): MandateReply {
  const row = people.rows.find((candidate) => candidate.id === id && candidate.is_company === 1);
  if (!row) throw notFound('mandate');
  return mandateReply(people, row);
}

/** What every entry carries besides its answers, computed with the domain rules. */
function computed(people: CompanyPeople, row: RepresentativeRow) {
  const capital = parseAmount(people.company.capitalAmount);
  return {
    companyId: row.company_id,
    percentage: sharesPercentage(row.shareholders_value, people.totalShares),
    capital_amount:
      capital === null ? null : capitalPerHolder(capital, people.totalShares, row.shareholders_value),
  };
}

function mandateReply(people: CompanyPeople, row: RepresentativeRow): MandateReply {
  const wire = mandateWire(row);
  return {
    ...wire,
    ...computed(people, row),
    is_complete: mandateSchemaFor(people, row).safeParse(wire).success,
  };
}

function personReply(
  publicApiUrl: string,
  people: CompanyPeople,
  proofs: Map<string, DocumentRow>,
  row: RepresentativeRow,
): PersonReply {
  const wire = personWire(row);
  const slots = proofSlots(row);
  const identityCard = proofs.get(slotKey(slots.identityCard, 'identity_card'));
  const addressProof = slots.addressProof && proofs.get(slotKey(slots.addressProof, 'proof_of_address'));
  return {
    ...wire,
    ...computed(people, row),
    identity_card_url: identityCard ? documentUrl(publicApiUrl, identityCard.id) : null,
    address_proof_url: addressProof ? documentUrl(publicApiUrl, addressProof.id) : null,
    is_complete: personSchemaFor(people, row).safeParse(wire).success,
  };
}
