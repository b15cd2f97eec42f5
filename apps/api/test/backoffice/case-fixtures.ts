import { expect } from 'vitest';
import type { RegistryCompany, RegistryProvider } from '../../src/registry/types';
import { signupCompany } from '../companies/company-bodies';
import { uploadPdf } from '../helpers/http-customer';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

/** The register as the case page reads it: it knows Cabinet Martin under another name and NAF code. */
export const REGISTER_COMPANY: RegistryCompany = {
  siren: '123456789',
  siret: '12345678900015',
  name: 'SELARL CABINET MARTIN ET ASSOCIES',
  active: true,
  legalCategory: '5485',
  ape: '86.90D',
  apeText: 'Activités des infirmiers et des sages-femmes',
  address: { street: '12 rue des Lilas', details: null, zip: '69003', city: 'Lyon', country: 'FR' },
  activityAddress: null,
};

export const fakeRegistry = (): RegistryProvider => ({
  name: 'local',
  search: async () => ({ results: [], page: 1, per_page: 20, total: 0, total_pages: 0, capped: false }),
  establishments: async () => [],
  lookupSiret: async (siret) => (siret === REGISTER_COMPANY.siret ? REGISTER_COMPANY : null),
  close: async () => {},
});

export interface CustomerCase {
  user: TestUser;
  caseId: string;
  /** A document of the case: the Kbis, or for a company being created the identity card. */
  documentId: string;
}

/** A customer over the real routes: their company, a Kbis file and a proof of identity. */
export async function customerCase(
  t: TestApp,
  options: { company?: Record<string, unknown>; registrationType?: 'existing_company' | 'new_company' } = {},
): Promise<CustomerCase> {
  const user = await createTestUser(t.deps, { registrationType: options.registrationType });
  const created = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: options.company ?? signupCompany(),
  });
  expect(created.statusCode, created.body).toBe(201);
  const caseId = created.json().id as string;
  // A company being created has no Kbis yet: its case shows the applicant's identity card.
  const kbisId =
    options.registrationType === 'new_company'
      ? undefined
      : await uploadPdf(t, user, `/companies/${caseId}/documents/kbis`, 'kbis-martin.pdf');
  const cardId = await uploadPdf(t, user, '/user/documents/identity_card', 'cni.pdf');
  return { user, caseId, documentId: kbisId ?? cardId };
}
