import type { CaseDetailReply, Locale } from '@app/domain';
import type { Kysely } from 'kysely';
// Healthcare professionals
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { RegistryProvider } from '../../registry/types';
import type { HealthProfessionalsService } from '../health-professionals/health-professionals.service';
import type { KycService } from '../kyc/kyc.service';
import { caseDocuments } from './case-documents';
import { flagsOf } from './case-flags';
import { caseSummaryOf, overdueCutoff } from './case-summary';
import { caseTimeline } from './case-timeline';
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

/** Everything the case page shows, read only. */
export async function caseDetail(
  deps: {
    db: Kysely<Database>;
    registry: RegistryProvider;
    repos: ReposOf<'documents'>;
    kyc: KycService;
    healthProfessionals: HealthProfessionalsService;
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

  const people = await db
    .selectFrom('representatives')
    .selectAll()
    .where('company_id', '=', caseId)
    .orderBy('position')
    .execute();

  const kyc = await deps.kyc.answersForReview(row, settings.locale);

  return {
    summary: caseSummaryOf(row, (await flagsOf(db, [row.id])).get(row.id) ?? [], {
      now: settings.now,
      cutoff: overdueCutoff(settings),
    }),
    customer: { id: row.user_id, name: customerName, email: row.email, phone: row.phone },
    company: {
      siren: row.siren,
      siret: row.siret,
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
    })),
    kyc,
    documents: await caseDocuments(
      deps.repos.documents(db),
      { caseId, userId: row.user_id, userName: customerName, companyName: row.name },
      settings.locale,
    ),
    timeline: await caseTimeline(db, caseId),
    health: await deps.healthProfessionals.caseHealth(db, { id: row.id, siret: row.siret, siren: row.siren }),
  };
}
