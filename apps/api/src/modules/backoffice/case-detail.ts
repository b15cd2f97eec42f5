import {
  type CaseDetailReply,
  type CasePersonDueDiligence,
  type Locale,
  sharesPercentage,
} from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
// Healthcare professionals
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import type { RepresentativesTable } from '../../db/tables/representatives';
import { notFound } from '../../errors';
import type { RegistryProvider } from '../../registry/types';
import type { LegalHoldService } from '../data-rights/legal-hold.service';
import type { HealthProfessionalsService } from '../health-professionals/health-professionals.service';
import type { KycService } from '../kyc/kyc.service';
import type { ProSanteConnectService } from '../pro-sante-connect/pro-sante-connect.service';
import type { ScreeningService } from '../screening/screening.service';
import { caseDocuments } from './case-documents';
import { flagsOf } from './case-flags';
import { screeningStatesOf } from './case-screening-state';
import { openingStatusOf, submittedAtOf } from './case-status';
import { caseSummaryOf } from './case-summary';
import { caseTimeline } from './case-timeline';
import { workloadOf } from './case-workload';
import { differencesBetween, registerFacts } from './register-comparison';

const parseAddress = (json: string | null) => {
  if (!json) return null;
  const value = JSON.parse(json) as { street?: string; zip?: string; city?: string; country?: string };
  return {
    street: value.street ?? '',
    zip: value.zip ?? '',
    city: value.city ?? '',
    country: value.country ?? '',
  };
};

const yes = (value: number | null) => value === 1;
/** A yes/no answer as given: null when it was not asked or not answered (never read as a no). */
const answered = (value: number | null) => (value === null ? null : value === 1);

type PersonRow = Selectable<RepresentativesTable>;

/** A natural person's own due diligence as answered. */
function dueDiligenceOf(person: PersonRow): CasePersonDueDiligence {
  const birth = person.birth_address
    ? (JSON.parse(person.birth_address) as { city?: string; zip?: string | null; country?: string })
    : null;
  return {
    nationality: person.nationality,
    birth_date: person.birth_date,
    birth_place: birth
      ? { city: birth.city ?? '', zip: birth.zip ?? null, country: birth.country ?? '' }
      : null,
    home_address: parseAddress(person.address),
    is_pep: answered(person.is_pep),
    pep_function: person.pep_function,
    pep_country: person.pep_country,
    is_fatca: answered(person.is_fatca),
    us_tin: person.us_tin,
    has_foreign_tax_country: answered(person.has_foreign_tax_country),
    foreign_tax_country: person.foreign_tax_country,
    professional_number: person.professional_number,
  };
}

/** Everything the case page shows, read only. */
export async function caseDetail(
  deps: {
    db: Kysely<Database>;
    registry: RegistryProvider;
    repos: ReposOf<'documents'>;
    kyc: KycService;
    healthProfessionals: HealthProfessionalsService;
    proSanteConnect: Pick<ProSanteConnectService, 'evidenceOfUser'>;
    legalHolds: Pick<LegalHoldService, 'standing'>;
    /** Whether a confirmed true match froze the case (the screening's own rule). */
    screening: Pick<ScreeningService, 'frozen'>;
  },
  caseId: string,
  settings: { now: Date; slaWorkingDays: number; locale: Locale },
): Promise<CaseDetailReply> {
  const { db } = deps;
  const row = await db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select(['u.email', 'u.first_name', 'u.last_name', 'u.phone', 'u.completed_at'])
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  if (!row) throw notFound('case');

  const declared = {
    name: row.name,
    legal_form: row.legal_form || null,
    naf: row.naf_activity_code,
    address: parseAddress(row.address),
  };
  const register = await registerFacts(deps.registry, row.siret);
  const customerName = `${row.first_name} ${row.last_name}`;
  const professionalStatus = await deps.proSanteConnect.evidenceOfUser(row.user_id);

  const people = await db
    .selectFrom('representatives')
    .selectAll()
    .where('company_id', '=', caseId)
    .orderBy('position')
    .execute();

  const kyc = await deps.kyc.answersForReview(row, settings.locale);
  // The declared split of the capital (a business without capital has no share count to show).
  const numberOfShares = row.capital_amount !== null ? row.number_of_actions : null;

  return {
    summary: caseSummaryOf(
      row,
      (await flagsOf(db, [row.id])).get(row.id) ?? [],
      { now: settings.now },
      (
        await workloadOf(
          db,
          [{ id: row.id, status: openingStatusOf(row), submitted_at: submittedAtOf(row) }],
          settings,
        )
      ).get(row.id),
      (await screeningStatesOf(db, [row.id])).get(row.id) ?? null,
    ),
    customer: { id: row.user_id, name: customerName, email: row.email, phone: row.phone },
    company: {
      siren: row.siren,
      siret: row.siret,
      capital_amount: row.capital_amount,
      number_of_shares: numberOfShares,
      home_is_practice: answered(row.home_is_practice),
      declared,
      register,
      differences: register ? differencesBetween(declared, register) : [],
    },
    people: people.map((person) => ({
      id: person.id,
      kind: person.is_company === 1 ? ('company' as const) : ('person' as const),
      name:
        person.is_company === 1
          ? (person.company_name ?? '')
          : `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim(),
      is_user: yes(person.is_user),
      is_legal_representative: yes(person.is_mandatary),
      is_shareholder: yes(person.is_shareholder),
      is_beneficial_owner: yes(person.is_beneficial_owner),
      is_pep: yes(person.is_pep),
      shares: Number(person.shareholders_value ?? 0),
      percentage:
        numberOfShares !== null
          ? sharesPercentage(Number(person.shareholders_value ?? 0), numberOfShares)
          : null,
      due_diligence: person.is_company === 1 ? null : dueDiligenceOf(person),
    })),
    kyc,
    documents: await caseDocuments(
      deps.repos.documents(db),
      { caseId, userId: row.user_id, userName: customerName, companyName: row.name },
      settings.locale,
      row.legal_form,
    ),
    timeline: await caseTimeline(db, caseId),
    health: await deps.healthProfessionals.caseHealth(
      db,
      { id: row.id, siret: row.siret, siren: row.siren },
      professionalStatus?.practice?.finess ?? null,
    ),
    professional_status: professionalStatus ?? null,
    frozen: await deps.screening.frozen(caseId, db),
    legal_hold: await deps.legalHolds.standing(caseId),
  };
}
