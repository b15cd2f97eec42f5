import { isLimitedLiability } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/tables/users';
import { newId } from '../../ids';
import { createRepresentativeRepository } from '../representatives/representative.repository';
import { createCompanyRepository } from './company.repository';
import type { CompanyData, CompanyRecord } from './company.types';

type CompanyOwner = Pick<
  UsersTable,
  'id' | 'registration_type' | 'gender' | 'first_name' | 'last_name' | 'nationality' | 'email'
>;

/**
 * The one way a user's company is saved, whether typed in (POST /companies) or taken from the
 * register (POST /companies/{siret}): one company per journey, so a second save updates it; the
 * first save also opens the representatives list with the account user, to be completed.
 */
export async function saveUserCompany(
  db: Kysely<Database>,
  input: {
    user: CompanyOwner;
    dataFor: (existing: CompanyRecord | undefined) => CompanyData;
    limitedLiabilityForms: readonly string[];
    now: string;
  },
): Promise<{ company: CompanyRecord; created: boolean }> {
  const { user, now } = input;
  const companies = createCompanyRepository(db);
  const existing = await companies.findByUser(user.id);
  const data = input.dataFor(existing);
  const limitedLiability = isLimitedLiability({
    legalForm: data.legal_form,
    limitedLiabilityForms: input.limitedLiabilityForms,
  });
  if (existing) {
    await companies.update(existing.id, data, limitedLiability, now);
    return { company: (await companies.findOwned(existing.id, user.id)) as CompanyRecord, created: false };
  }
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await createCompanyRepository(trx).insert({
      id,
      userId: user.id,
      registrationType: user.registration_type,
      data,
      limitedLiability,
      now,
    });
    await createRepresentativeRepository(trx).insert({
      id: newId(),
      company_id: id,
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
  });
  return { company: (await companies.findOwned(id, user.id)) as CompanyRecord, created: true };
}
