import {
  companyMandateSchema,
  DEFAULT_NUMBER_OF_ACTIONS,
  type Journey,
  journeyOf,
  remainingShares,
  representativeSchema,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { createCompanyRepository } from '../companies/company.repository';
import type { CompanyRecord } from '../companies/company.types';
import { createRepresentativeRepository } from './representative.repository';
import {
  isPersonRecord,
  type MandateRecord,
  type PersonRecord,
  type RepresentativeRecord,
} from './representative-record';

/** A company with its people, as every representatives rule needs them. */
export interface CompanyPeople {
  company: CompanyRecord;
  records: RepresentativeRecord[];
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
  const records = await createRepresentativeRepository(db).listByCompany(company.id);
  return {
    company,
    records,
    journey: journeyOf(company.registration_type),
    totalShares: company.number_of_actions ?? DEFAULT_NUMBER_OF_ACTIONS,
  };
}

/** Shares nobody holds, counting everyone's current holding (the edited person's own included). */
export const remainingOf = (people: CompanyPeople): number =>
  remainingShares(
    people.totalShares,
    people.records.map((record) => record.shareholders_value),
  );

/** The domain schema of a natural person in this company's context. */
export function personSchemaFor(
  people: CompanyPeople,
  record: { is_user: boolean; shareholders_value: number } | null,
) {
  return representativeSchema({
    journey: people.journey,
    isUser: record?.is_user === true,
    remainingShares: remainingOf(people),
    ownShares: record?.shareholders_value ?? 0,
    totalShares: people.totalShares,
  });
}

export function mandateSchemaFor(people: CompanyPeople, record: { shareholders_value: number } | null) {
  return companyMandateSchema({
    journey: people.journey,
    remainingShares: remainingOf(people),
    ownShares: record?.shareholders_value ?? 0,
  });
}

/** A natural person of the company, by id. */
export function personIn(people: CompanyPeople, id: string): PersonRecord {
  const person = people.records.filter(isPersonRecord).find((candidate) => candidate.id === id);
  if (!person) throw notFound('representative');
  return person;
}

/** A company mandate of the company, by id. */
export function mandateIn(people: CompanyPeople, id: string): MandateRecord {
  const mandate = people.records.find(
    (candidate): candidate is MandateRecord => candidate.is_company && candidate.id === id,
  );
  if (!mandate) throw notFound('mandate');
  return mandate;
}
