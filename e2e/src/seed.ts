import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { type ApiAccount, apiUrl, createAccount, type Person, uploadUserDocument } from './api';
import type { FilePayload } from './documents';
import { COMPANY_KYC_ANSWERS } from './kyc-answers';
import { resumeWithStoredProgress } from './stored-progress';

/**
 * An opening seeded through the real API up to the representatives step, and the browser
 * resumed there (for tests about the screens after it, not about the steps before).
 */
export interface SeededOpening {
  account: ApiAccount;
  companyId: string;
  /** The people of the list, as the API returned them (the user's own entry first). */
  representatives: Array<{ id: string; is_user: boolean; first_name: string; last_name: string }>;
}

/** A second beneficial owner, declared without the identity card he needs (proofs step). */
export const SEEDED_PARTNER = { firstName: 'Julien', lastName: 'Nicolas' };

/** The practice of the demo register the journeys use (a SELARL: the representatives step applies). */
const SELARL = {
  name: 'SELARL DES DOCTEURS BENARD ET NICOLAS',
  legal_form: 'SELARL',
  naf_activity_code: '86.21Z',
  siret: '59180944700038',
  address: {
    street: '42 rue du Commerce',
    details: null,
    zip: '16160',
    city: 'Gond-Pontouvre',
    country: 'FR',
  },
  same_activity_address: true,
  phone: '+33 5 45 00 00 00',
  // Its declared shares: each partner's 2,500 is half of them.
  capital_amount: '5000',
  number_of_actions: '5000',
  is_active_non_financial_entity: true,
  is_fatca: false,
  has_foreign_tax_country: false,
};

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The answers of a person's form that the seeded people share (no PEP, no US person...). */
const COMPLIANCE = { is_pep: false, is_fatca: false, has_foreign_tax_country: false, nationality: 'FR' };

/**
 * Account with its two proofs, the SELARL saved, its statutes and proof of address uploaded
 * (what the account, company and company-proofs steps leave behind), the user's own entry
 * answered (manager, half of the shares) and a partner holding the other half.
 */
export async function seedOpeningAtRepresentatives(
  request: APIRequestContext,
  user: Person,
  files: { identity: FilePayload; pdf: FilePayload },
): Promise<SeededOpening> {
  const account = await createAccount(request, user);
  await uploadUserDocument(request, account, 'identity_card', files.identity);
  await uploadUserDocument(request, account, 'proof_of_address', files.pdf);
  const headers = { authorization: `Bearer ${account.token}` };
  const company = await ok<{ id: string }>(
    await request.post(`${apiUrl()}/companies`, { headers, data: SELARL }),
    'company',
  );
  // The questionnaire is answered before the company's proofs, as the journey has it.
  await ok(
    await request.put(`${apiUrl()}/companies/${company.id}/kyc?version=3`, {
      headers,
      data: COMPANY_KYC_ANSWERS,
    }),
    'kyc',
  );
  for (const type of ['status', 'proof_of_address']) {
    await ok(
      await request.post(`${apiUrl()}/companies/${company.id}/documents/${type}`, {
        headers,
        multipart: { files: files.pdf },
      }),
      `company ${type}`,
    );
  }
  const people = await ok<Array<{ id: string; is_user: boolean }>>(
    await request.get(`${apiUrl()}/representatives`, { headers, params: { companyId: company.id } }),
    'representatives',
  );
  const own = people.find((person) => person.is_user);
  if (!own) throw new Error('the company was saved without the user as a representative');
  await ok(
    await request.put(`${apiUrl()}/representatives/${own.id}`, {
      headers,
      params: { companyId: company.id },
      data: {
        ...COMPLIANCE,
        gender: user.gender,
        first_name: user.firstName,
        last_name: user.lastName,
        birth_date: '1984-07-02',
        birth_address: { city: 'Angoulême', zip: '16000', country: 'FR' },
        address: {
          street: '8 rue de Périgueux',
          details: null,
          zip: '16000',
          city: 'Angoulême',
          country: 'FR',
        },
        is_mandatary: true,
        title_code: 'GER',
        is_shareholder: true,
        shareholders_value: 2500,
        is_beneficial_owner: true,
      },
    }),
    'own entry',
  );
  const partner = await ok<{ id: string }>(
    await request.post(`${apiUrl()}/representatives`, {
      headers,
      data: {
        ...COMPLIANCE,
        company_id: company.id,
        companyId: company.id,
        gender: 1,
        first_name: SEEDED_PARTNER.firstName,
        last_name: SEEDED_PARTNER.lastName,
        birth_date: '1979-03-14',
        birth_address: { city: 'Nantes', zip: '44000', country: 'FR' },
        is_mandatary: false,
        is_shareholder: true,
        shareholders_value: 2500,
        is_beneficial_owner: true,
      },
    }),
    'partner',
  );
  return {
    account,
    companyId: company.id,
    representatives: [
      { id: own.id, is_user: true, first_name: user.firstName, last_name: user.lastName },
      {
        id: partner.id,
        is_user: false,
        first_name: SEEDED_PARTNER.firstName,
        last_name: SEEDED_PARTNER.lastName,
      },
    ],
  };
}

/**
 * The browser comes back to a seeded opening as the web app stored it on the way (its progress
 * in local storage, the cookie choice made), so that the journey's guards let it in.
 */
export async function resumeSeededOpening(context: BrowserContext, opening: SeededOpening): Promise<void> {
  const progress = {
    version: 1,
    journey: 'signup',
    user: {
      token: opening.account.token,
      email: opening.account.email,
      registration_type: 'existing_company',
      identity_card_url: 'uploaded',
      address_proof_url: 'uploaded',
    },
    company: {
      id: opening.companyId,
      name: SELARL.name,
      siret: SELARL.siret,
      legal_form: { code: 'SELARL', abbreviation: 'SELARL' },
      limited_liability: false,
      documents: { status: true, proof_of_address: true },
    },
    kycAnswered: true,
    representatives: opening.representatives,
    representativeFormSubmitted: true,
    signupRequest: null,
    account: null,
    extra: {},
  };
  await resumeWithStoredProgress(context, progress);
}
