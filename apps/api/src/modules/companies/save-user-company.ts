import { isLimitedLiability, type RegistrationType } from '@app/domain';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type { CompanyData, CompanyRecord } from '../../db/repositories/company-record';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/tables/users';
import { newId } from '../../ids';
import { openingInHand } from './opening-in-hand';

type CompanyOwner = Pick<
  UsersTable,
  'id' | 'registration_type' | 'gender' | 'first_name' | 'last_name' | 'nationality' | 'email' | 'phone'
>;

/** Serialises the user's company saves (PostgreSQL: the user's row; SQLite: its write lock). */
async function lockUser(trx: Kysely<Database>, userId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  } else {
    await trx
      .updateTable('users')
      .set({ updated_at: sql<string>`updated_at` })
      .where('id', '=', userId)
      .execute();
  }
}

/**
 * The one way a user's company is saved, whether typed in (POST /companies) or taken from the
 * register (POST /companies/{siret}): one company per opening request (the one the client names,
 * see openingInHand), so a second save for the same opening updates it; the first save also
 * opens the representatives list with the account user, to be completed (a sole trader completes
 * it on the same form: `alsoWrite`, in the same transaction).
 */
export async function saveUserCompany(
  db: Kysely<Database>,
  repos: ReposOf<'companies' | 'people'>,
  input: {
    user: CompanyOwner;
    /** The request the client names (x-signup-request-id), if any. */
    requestId: string | undefined;
    dataFor: (existing: CompanyRecord | undefined, type: RegistrationType) => CompanyData;
    limitedLiabilityForms: readonly string[];
    now: string;
    /** What else the save writes in its transaction, the company saved (a sole trader's own entry). */
    alsoWrite?: (trx: Kysely<Database>, companyId: string) => Promise<void>;
    /** The saved company's SIREN is compared with the other openings' (the bank's duplicate flag). */
    flagCompany: (trx: Kysely<Database>, companyId: string, now: string) => Promise<void>;
  },
): Promise<{ company: CompanyRecord; created: boolean }> {
  const { user, now } = input;
  const { id, created } = await db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    const companies = repos.companies(trx);
    const opening = await openingInHand(trx, user, input.requestId, now);
    const existing = opening.companyId ? await companies.findOwned(opening.companyId, user.id) : undefined;
    const data = input.dataFor(existing, opening.type);
    const limitedLiability = isLimitedLiability({
      legalForm: data.legal_form,
      limitedLiabilityForms: input.limitedLiabilityForms,
    });
    if (existing) {
      await companies.update(existing.id, data, limitedLiability, now);
      await input.alsoWrite?.(trx, existing.id);
      await input.flagCompany(trx, existing.id, now);
      return { id: existing.id, created: false };
    }
    const companyId = newId();
    await companies.insert({
      id: companyId,
      userId: user.id,
      signupRequestId: opening.requestId,
      registrationType: opening.type,
      data,
      limitedLiability,
      now,
    });
    await repos.people(trx).insert({
      id: newId(),
      company_id: companyId,
      user_id: user.id,
      is_user: 1,
      is_company: 0,
      position: 1,
      gender: user.gender,
      first_name: user.first_name,
      last_name: user.last_name,
      nationality: user.nationality,
      email: user.email,
      shareholders_value: 0,
      foreign_tax_addresses: '[]',
      created_at: now,
      updated_at: now,
    });
    await input.alsoWrite?.(trx, companyId);
    await input.flagCompany(trx, companyId, now);
    return { id: companyId, created: true };
  });
  const company = await repos.companies(db).findOwned(id, user.id);
  return { company: company as CompanyRecord, created };
}
