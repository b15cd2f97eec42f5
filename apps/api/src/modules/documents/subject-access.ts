import type { RegistrationType } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { documentNotFound } from './document-not-found';

export interface OwnedCompany {
  id: string;
  legalForm: string;
  registrationType: RegistrationType;
}

export interface OwnedRepresentative {
  id: string;
  companyId: string;
  isAccountHolder: boolean;
}

/**
 * Ownership checks for document routes: a company belongs to its user, a representative to
 * its company's user. Anything else answers the same 404 as a missing id.
 */
export function createSubjectAccess(db: Kysely<Database>) {
  return {
    async company(companyId: string, userId: string): Promise<OwnedCompany> {
      const row = await db
        .selectFrom('companies')
        .select(['id', 'legal_form', 'registration_type'])
        .where('id', '=', companyId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw documentNotFound();
      return { id: row.id, legalForm: row.legal_form, registrationType: row.registration_type };
    },

    /** The company of the user's opening request, if they have saved one yet. */
    async companyOfRequest(requestId: string, userId: string): Promise<{ id: string } | undefined> {
      return db
        .selectFrom('companies')
        .select('id')
        .where('signup_request_id', '=', requestId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * companyId, when the client sends it, must be the representative's own company.
     * `isAccountHolder`: the representative is the signed-in user, whose identity card is the
     * one given with the account (one card per person, not one per role).
     */
    async representative(
      representativeId: string,
      userId: string,
      companyId: string | undefined,
    ): Promise<OwnedRepresentative> {
      let query = db
        .selectFrom('representatives')
        .innerJoin('companies', 'companies.id', 'representatives.company_id')
        .select([
          'representatives.id as id',
          'representatives.company_id as companyId',
          'representatives.is_user as isUser',
          'representatives.user_id as userId',
        ])
        .where('representatives.id', '=', representativeId)
        .where('companies.user_id', '=', userId);
      if (companyId !== undefined) query = query.where('representatives.company_id', '=', companyId);
      const row = await query.executeTakeFirst();
      if (!row) throw documentNotFound();
      return {
        id: row.id,
        companyId: row.companyId,
        isAccountHolder: row.isUser === 1 && row.userId === userId,
      };
    },
  };
}
