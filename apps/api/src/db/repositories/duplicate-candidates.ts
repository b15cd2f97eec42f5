import { DUPLICATE_CANDIDATE_STATUSES, type OpeningStatus } from '@app/domain';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../schema';

/** Another opening a duplicate names: its id, its company's name and where it stands now. */
export interface OtherOpening {
  id: string;
  name: string;
  status: OpeningStatus;
}

/** A natural person declared in an opening, as duplicate detection compares them. */
export interface DeclaredPerson {
  id: string;
  companyId: string;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
}

type CompaniesQuery = SelectQueryBuilder<Database, 'companies' | 'signup_requests', object>;

/**
 * The openings duplicate detection compares: open or pending (the domain's statuses), and not
 * given up (an opening whose request was withdrawn).
 */
const comparable = <Query extends CompaniesQuery>(query: Query) =>
  query
    .where('companies.opening_status', 'in', DUPLICATE_CANDIDATE_STATUSES)
    .where((eb) =>
      eb.or([eb('signup_requests.status', 'is', null), eb('signup_requests.status', '!=', 'cancelled')]),
    ) as Query;

/** Reads for duplicate detection: openings by SIREN, people by birth date, among comparable openings. */
export function createDuplicateCandidatesRepository(db: Kysely<Database>) {
  const companies = () =>
    db
      .selectFrom('companies')
      .leftJoin('signup_requests', 'signup_requests.id', 'companies.signup_request_id');

  return {
    /** Whether this opening is compared at all (an opening refused, closed or given up is not). */
    async isComparable(companyId: string): Promise<boolean> {
      const row = await comparable(companies().where('companies.id', '=', companyId))
        .select('companies.id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The comparable openings with this SIREN. */
    async openingsWithSiren(siren: string): Promise<OtherOpening[]> {
      return comparable(companies().where('companies.siren', '=', siren))
        .select(['companies.id', 'companies.name', 'companies.opening_status as status'])
        .orderBy('companies.created_at')
        .orderBy('companies.id')
        .execute();
    },

    /** The natural persons born on this date declared in comparable openings. */
    async peopleBornOn(birthDate: string): Promise<DeclaredPerson[]> {
      return comparable(
        companies()
          .innerJoin('representatives', 'representatives.company_id', 'companies.id')
          .where('representatives.birth_date', '=', birthDate)
          .where('representatives.is_company', '=', 0),
      )
        .select([
          'representatives.id',
          'representatives.company_id as companyId',
          'representatives.first_name as firstName',
          'representatives.last_name as lastName',
          'representatives.birth_date as birthDate',
        ])
        .execute();
    },

    /** The natural persons declared in an opening. */
    async peopleOf(companyId: string): Promise<DeclaredPerson[]> {
      return db
        .selectFrom('representatives')
        .select([
          'id',
          'company_id as companyId',
          'first_name as firstName',
          'last_name as lastName',
          'birth_date as birthDate',
        ])
        .where('company_id', '=', companyId)
        .where('is_company', '=', 0)
        .execute();
    },

    /** These openings' names and statuses, by id (whatever their status: a flag names them as they are now). */
    async openings(ids: readonly string[]): Promise<Map<string, OtherOpening>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('companies')
        .select(['id', 'name', 'opening_status as status'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The SIREN of an opening (null: none yet). */
    async sirenOf(companyId: string): Promise<string | null> {
      const row = await db
        .selectFrom('companies')
        .select('siren')
        .where('id', '=', companyId)
        .executeTakeFirst();
      return row?.siren ?? null;
    },
  };
}
