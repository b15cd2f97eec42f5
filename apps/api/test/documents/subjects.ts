import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { KYC_QUESTIONNAIRE_VERSION } from '@app/domain';
import { newId } from '../../src/ids';
import type { AppDeps } from '../../src/types';

/** A company of the user, written straight to the table (the company routes are tested elsewhere). */
export async function insertCompany(
  deps: AppDeps,
  userId: string,
  legalForm = 'SARL',
  signupRequestId: string | null = null,
): Promise<string> {
  const id = newId();
  const now = deps.clock.now().toISOString();
  await deps.db
    .insertInto('companies')
    .values({
      id,
      user_id: userId,
      signup_request_id: signupRequestId,
      registration_type: 'existing_company',
      name: `Cabinet ${id.slice(0, 6)}`,
      legal_form: legalForm,
      siret: null,
      siren: null,
      rna: null,
      company_number: null,
      naf_activity_code: null,
      naf_activity_code_label: null,
      address: JSON.stringify({
        street: '1 rue de la Paix',
        details: '',
        zip: '75002',
        city: 'Paris',
        country: 'FR',
      }),
      same_activity_address: 1,
      activity_address: null,
      capital_amount: null,
      number_of_actions: null,
      is_capital_fully_paid: null,
      up_capital_amount: null,
      description: null,
      forecast_turnover: null,
      limited_liability: 0,
      phone: null,
      is_active_nfe: null,
      is_fatca: null,
      has_foreign_tax_country: null,
      foreign_tax_country: null,
      is_mandatary: null,
      title_code: null,
      is_shareholder: null,
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

export async function insertRepresentative(deps: AppDeps, companyId: string): Promise<string> {
  const id = newId();
  const now = deps.clock.now().toISOString();
  await deps.db
    .insertInto('representatives')
    .values({
      id,
      company_id: companyId,
      user_id: null,
      is_user: 0,
      is_company: 0,
      position: 0,
      gender: 1,
      first_name: 'Jean',
      last_name: 'Martin',
      nationality: null,
      birth_date: null,
      birth_address: null,
      marital_situation_id: null,
      is_pep: null,
      is_beneficial_owner: null,
      has_legal_representative: null,
      company_name: null,
      company_siret: null,
      company_siren: null,
      company_rna: null,
      company_naf_activity_code: null,
      company_legal_form: null,
      company_activity_address: null,
      phone: null,
      address: null,
      email: null,
      title_code: null,
      is_mandatary: null,
      is_shareholder: null,
      shareholders_value: 0,
      is_fatca: null,
      has_foreign_tax_country: null,
      foreign_tax_country: null,
      foreign_tax_addresses: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Every file under the document store (documents and unfinished writes alike). */
export function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'documents');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

export async function documentRows(deps: AppDeps, userId: string) {
  return deps.db.selectFrom('documents').selectAll().where('user_id', '=', userId).execute();
}

/** An answered KYC questionnaire for the company: its proofs step may take documents. */
export async function insertKycAnswer(deps: AppDeps, companyId: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  await deps.db
    .insertInto('kyc_answers')
    .values({
      id: newId(),
      company_id: companyId,
      version: KYC_QUESTIONNAIRE_VERSION,
      question_id: '1',
      answer: 'Cabinet libéral',
      other: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
