import { type CompanyHealthLinksReply, isValidSiren } from '@app/domain';
import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { caseHealth } from './case-health';
import { companyLinksOf } from './company-links';
import { linkedSirens } from './directory-queries';
import {
  type DeclaredPractice,
  type DeclaredPractitioner,
  forgetVerification,
  recordProfessionalVerification,
  verificationsOf,
  verifyProfessional,
} from './verification';

/** At most this many SIRENs are asked at once: one page of search results. */
export const BADGE_SIRENS_MAX = 20;

/**
 * The healthcare directories (RPPS / ADELI practitioners, FINESS establishments) as the product
 * reads them: a declared professional's check, the customer's company links, the search badges
 * and the bank's view of a case.
 */
export function createHealthProfessionalsService({
  db,
  repos,
  practiceFinessOf = async () => null,
}: {
  db: Kysely<Database>;
  repos: ReposOf<'companies' | 'openingFlags'>;
  /** The FINESS of the practice the user chose at the Pro Santé Connect sign-in, if any. */
  practiceFinessOf?: (userId: string) => Promise<string | null>;
}) {
  return {
    /**
     * Checks a saved person's number (and a sole trader's practice SIRET), keeps the result and
     * raises (or clears) the opening's `professional_not_verified` flag, in the save's
     * transaction; never refuses the save.
     */
    recordVerification: (
      trx: Kysely<Database>,
      saved: {
        companyId: string;
        personId: string;
        person: DeclaredPractitioner;
        now: string;
        practice?: DeclaredPractice | null;
      },
    ) => recordProfessionalVerification(trx, repos.openingFlags(trx), saved),

    /** What the directory says of a practitioner's number and name (nothing kept): a federation's sign-in. */
    checkPractitioner: (person: DeclaredPractitioner, now: string) => verifyProfessional(db, person, now),

    /** The kept results of these people, by person id. */
    verificationsOf,

    /** Clears what a deleted person left: the result (the flag goes with the person's flags). */
    forgetVerification,

    /** The directories' view of a case for the back-office. */
    caseHealth,

    /** The directories' links of the user's company (another customer's company is 404). */
    async companyLinks(userId: string, companyId: string): Promise<CompanyHealthLinksReply> {
      const company = await repos.companies(db).findOwned(companyId, userId);
      if (!company) throw notFound('company');
      return companyLinksOf(
        db,
        { id: company.id, siret: company.siret ?? null, siren: company.siren ?? null },
        await practiceFinessOf(userId),
      );
    },

    /** Which of these SIRENs (a search page's) the directories link to health: the "santé" badge. */
    async badges(sirens: readonly string[]): Promise<{ linked: string[] }> {
      const valid = [...new Set(sirens)].filter(isValidSiren).slice(0, BADGE_SIRENS_MAX);
      return { linked: await linkedSirens(db, valid) };
    },
  };
}

export type HealthProfessionalsService = ReturnType<typeof createHealthProfessionalsService>;
