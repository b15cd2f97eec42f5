import {
  capitalPerHolder,
  companyMandateSchema,
  DEFAULT_NUMBER_OF_ACTIONS,
  parseAmount,
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
import type { RepresentativeEntry } from './representative-dto';
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
    journey: journeyOf(company.registration_type),
    totalShares: company.number_of_actions ?? DEFAULT_NUMBER_OF_ACTIONS,
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

/**
 * List entries of some of the company's people (all when rows is absent): stored answers,
 * percentage and capital per holder, completeness, proofs (read in one query for everyone).
 */
export async function toEntries(
  db: Kysely<Database>,
  publicApiUrl: string,
  people: CompanyPeople,
  rows: readonly RepresentativeRow[] = people.rows,
): Promise<RepresentativeEntry[]> {
  const persons = rows.filter((row) => row.is_company !== 1);
  const subjects = persons.flatMap((row) => {
    const slots = proofSlots(row);
    return slots.addressProof ? [slots.identityCard, slots.addressProof] : [slots.identityCard];
  });
  const proofs = await latestDocuments(db, subjects, ['identity_card', 'proof_of_address']);
  return rows.map((row) => toEntry(publicApiUrl, people, proofs, row));
}

/** One entry of the company's people, by id (after a write). */
export async function entryOf(
  db: Kysely<Database>,
  publicApiUrl: string,
  people: CompanyPeople,
  id: string,
): Promise<RepresentativeEntry> {
  const row = people.rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound('representative');
  const [entry] = await toEntries(db, publicApiUrl, people, [row]);
  return entry as RepresentativeEntry;
}

function toEntry(
  publicApiUrl: string,
  people: CompanyPeople,
  proofs: Map<string, DocumentRow>,
  row: RepresentativeRow,
): RepresentativeEntry {
  const capital = parseAmount(people.company.capital_amount);
  const computed = {
    companyId: row.company_id,
    percentage: sharesPercentage(row.shareholders_value, people.totalShares),
    capital_amount:
      capital === null ? null : capitalPerHolder(capital, people.totalShares, row.shareholders_value),
  };
  if (row.is_company === 1) {
    const wire = mandateWire(row);
    return {
      ...wire,
      ...computed,
      is_complete: mandateSchemaFor(people, row).safeParse(wire).success,
    };
  }
  const wire = personWire(row);
  const slots = proofSlots(row);
  const identityCard = proofs.get(slotKey(slots.identityCard, 'identity_card'));
  const addressProof = slots.addressProof && proofs.get(slotKey(slots.addressProof, 'proof_of_address'));
  return {
    ...wire,
    ...computed,
    identity_card_url: identityCard ? documentUrl(publicApiUrl, identityCard.id) : null,
    address_proof_url: addressProof ? documentUrl(publicApiUrl, addressProof.id) : null,
    is_complete: personSchemaFor(people, row).safeParse(wire).success,
  };
}
