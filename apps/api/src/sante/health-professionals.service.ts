import { type CompanyHealthLinksReply, isValidSiren } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { createCompanyRepository } from '../modules/companies/company.repository';
import { companyLinksOf } from './company-links';
import { linkedSirens } from './directory-queries';

/** At most this many SIRENs are asked at once: one page of search results. */
export const BADGE_SIRENS_MAX = 20;

/** The healthcare directories as the customer's journey reads them: company links and search badges. */
export function createHealthProfessionalsService({ db }: { db: Kysely<Database> }) {
  return {
    /** The directories' links of the user's company (another customer's company is 404). */
    async companyLinks(userId: string, companyId: string): Promise<CompanyHealthLinksReply> {
      const company = await createCompanyRepository(db).findOwned(companyId, userId);
      if (!company) throw notFound('company');
      return companyLinksOf(db, {
        id: company.id,
        siret: company.siret ?? null,
        siren: company.siren ?? null,
      });
    },

    /** Which of these SIRENs (a search page's) the directories link to health: the "santé" badge. */
    async badges(sirens: readonly string[]): Promise<{ linked: string[] }> {
      const valid = [...new Set(sirens)].filter(isValidSiren).slice(0, BADGE_SIRENS_MAX);
      return { linked: await linkedSirens(db, valid) };
    },
  };
}

export type HealthProfessionalsService = ReturnType<typeof createHealthProfessionalsService>;
