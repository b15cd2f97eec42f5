import type { OpeningStatus, RiskInputs, RiskPerson, ScreeningResults } from '@app/domain';
import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import { isPersonRecord, type PersonRecord } from '../../db/repositories/person-record';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { KycRiskAnswersService } from '../kyc/kyc-risk-answers.service';

/**
 * What the asset-freeze and sanctions screening found on an opening, read in the caller's
 * transaction: its open hits as possible matches, its confirmed ones as matches.
 */
export type ScreeningResultsOf = (conn: Kysely<Database>, caseId: string) => Promise<ScreeningResults>;

export interface RiskInputsDeps {
  repos: ReposOf<'people' | 'openingFlags'>;
  kycRiskAnswers: KycRiskAnswersService;
  screeningResults: ScreeningResultsOf;
}

/** The opening as the rating sees it, with its company's name for the factors' words. */
export interface RatedCase {
  id: string;
  name: string;
  status: OpeningStatus;
  inputs: RiskInputs;
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Where a person lives or pays tax: the home address's country and every tax residence declared. */
function residencesOf(person: PersonRecord): string[] {
  const countries = [
    person.address?.country,
    person.has_foreign_tax_country ? person.foreign_tax_country : null,
    ...person.foreign_tax_addresses.map((address) => address.country),
  ];
  return countries.flatMap((country) => (country ? [country] : []));
}

/**
 * Everything the rating reads of an opening, in the caller's transaction: the company, every
 * natural person declared (and the account user, who may have no entry: a sole trader), their
 * flags, the KYC answers and the screening's results.
 */
export async function loadRiskInputs(
  conn: Kysely<Database>,
  deps: RiskInputsDeps,
  caseId: string,
): Promise<RatedCase> {
  const company = await conn
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.name',
      'c.legal_form',
      'c.naf_activity_code',
      'c.registration_type',
      'c.has_foreign_tax_country',
      'c.foreign_tax_country',
      'c.opening_status',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.nationality',
    ])
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  if (!company) throw notFound('case');
  const records = (await deps.repos.people(conn).listByCompany(caseId)).filter(isPersonRecord);
  const unverified = new Set(
    (await deps.repos.openingFlags(conn).list(caseId))
      .filter((flag) => flag.code === 'professional_not_verified')
      .map((flag) => flag.subjectId),
  );
  const people: RiskPerson[] = records.map((person) => ({
    id: person.id,
    name: nameOf(person.first_name, person.last_name),
    isPep: person.is_pep === true,
    // Not asked by the person form yet: unknown, so no factor (see docs/compliance.md).
    isPepFamilyOrAssociate: null,
    nationality: person.nationality,
    residences: residencesOf(person),
    professionalNotVerified: unverified.has(person.id),
  }));
  if (!records.some((person) => person.is_user)) {
    people.unshift({
      id: company.user_id,
      name: nameOf(company.first_name, company.last_name),
      isPep: false,
      isPepFamilyOrAssociate: null,
      nationality: company.nationality,
      residences: [],
      professionalNotVerified: false,
    });
  }
  return {
    id: company.id,
    name: company.name,
    status: company.opening_status,
    inputs: {
      company: {
        legalForm: company.legal_form || null,
        nafCode: company.naf_activity_code,
        residences:
          company.has_foreign_tax_country === 1 && company.foreign_tax_country
            ? [company.foreign_tax_country]
            : [],
      },
      people,
      kyc: await deps.kycRiskAnswers.of(conn, company),
      screening: await deps.screeningResults(conn, caseId),
    },
  };
}
