import { type CompanyHealthLinksReply, isValidSiren, namesMatch } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { createCompanyRepository } from '../modules/companies/company.repository';
import { directoryDate, establishmentsOf, linkedSirens, practitionersAt } from './directory-queries';

/** At most this many SIRENs are asked at once: one page of search results. */
export const BADGE_SIRENS_MAX = 20;

/** The healthcare directories as the customer's journey reads them: company links and search badges. */
export function createHealthProfessionalsService({ db }: { db: Kysely<Database> }) {
  return {
    /**
     * The directories' links of the user's company: FINESS establishments at its SIRET (or
     * SIREN) and practitioners practising at its SIRET, each marked when a declared person
     * of the company bears their name.
     */
    async companyLinks(userId: string, companyId: string): Promise<CompanyHealthLinksReply> {
      const company = await createCompanyRepository(db).findOwned(companyId, userId);
      if (!company) throw notFound('company');
      const siret = company.siret ?? null;
      const siren = company.siren ?? (siret ? siret.slice(0, 9) : null);
      const [practitionerDate, establishmentDate] = await Promise.all([
        directoryDate(db, 'practitioners'),
        directoryDate(db, 'establishments'),
      ]);
      const practitioners = siret ? await practitionersAt(db, siret, practitionerDate) : [];
      const declared = await db
        .selectFrom('representatives')
        .select(['first_name', 'last_name'])
        .where('company_id', '=', company.id)
        .where('is_company', '=', 0)
        .execute();
      return {
        siren,
        siret,
        establishments: await establishmentsOf(db, { siret, siren }, establishmentDate),
        practitioners: practitioners.map((practitioner) => ({
          ...practitioner,
          declared: declared.some((person) => namesMatch(person, practitioner)),
        })),
      };
    },

    /** Which of these SIRENs (a search page's) the directories link to health: the "santé" badge. */
    async badges(sirens: readonly string[]): Promise<{ linked: string[] }> {
      const valid = [...new Set(sirens)].filter(isValidSiren).slice(0, BADGE_SIRENS_MAX);
      return { linked: await linkedSirens(db, valid) };
    },
  };
}

export type HealthProfessionalsService = ReturnType<typeof createHealthProfessionalsService>;
