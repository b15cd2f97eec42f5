import type { RegistrationType } from '@app/domain';
import { newId } from '../../src/ids';
import type { AppDeps } from '../../src/types';

/** A company written straight to the database, for tests of what comes after the company step. */
export async function insertCompany(
  deps: AppDeps,
  userId: string,
  overrides: {
    legalForm?: string;
    registrationType?: RegistrationType;
    numberOfActions?: number;
    limitedLiability?: boolean;
  } = {},
): Promise<string> {
  const id = newId();
  const now = deps.clock.now().toISOString();
  await deps.db
    .insertInto('companies')
    .values({
      id,
      user_id: userId,
      registration_type: overrides.registrationType ?? 'existing_company',
      name: 'Cabinet Durand',
      legal_form: overrides.legalForm ?? 'SELARL',
      siret: '12345678900015',
      siren: '123456789',
      rna: null,
      company_number: null,
      naf_activity_code: '86.21Z',
      naf_activity_code_label: 'Activité des médecins généralistes',
      address: JSON.stringify({
        street: '1 rue de la Paix',
        details: null,
        zip: '75002',
        city: 'Paris',
        country: 'FR',
      }),
      same_activity_address: 1,
      activity_address: null,
      capital_amount: '10000',
      number_of_actions: overrides.numberOfActions ?? 1000,
      is_capital_fully_paid: 1,
      up_capital_amount: '10000',
      description: null,
      forecast_turnover: null,
      limited_liability: overrides.limitedLiability ? 1 : 0,
      phone: '+33 1 23 45 67 89',
      is_active_nfe: 1,
      is_fatca: 0,
      has_foreign_tax_country: 0,
      foreign_tax_country: null,
      is_mandatary: 1,
      title_code: 'GER',
      is_shareholder: 1,
      shareholders_value: null,
      client_status: null,
      certified_at: null,
      representatives_certified_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
