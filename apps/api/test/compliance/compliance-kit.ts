import { expect } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { completeWithSca, readySignupCompany, validKycAnswers } from '../companies/ready-company';
import { uploadPdf } from '../helpers/http-customer';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { userAnswers } from '../representatives/people-bodies';

/** The account user's own entry of the opening. */
export async function ownEntryId(t: TestApp, user: TestUser, caseId: string): Promise<string> {
  const list = await t.app.inject({
    method: 'GET',
    url: `/representatives?companyId=${caseId}`,
    headers: user.headers,
  });
  const own = (list.json() as { id: string; is_user: boolean }[]).find((entry) => entry.is_user);
  expect(own, list.body).toBeDefined();
  return own?.id as string;
}

/** Saves the account user's own entry with these answers laid over the complete ones. */
export async function saveOwnEntry(
  t: TestApp,
  user: TestUser,
  caseId: string,
  answers: Record<string, unknown>,
) {
  const id = await ownEntryId(t, user, caseId);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/representatives/${id}?companyId=${caseId}`,
    headers: user.headers,
    payload: userAnswers({ shareholders_value: 5000, ...answers }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A politically exposed account user: the answers the law asks enhanced due diligence for. */
export const PEP = { is_pep: true, pep_function: 'Maire', pep_country: 'FR' } as const;

/** A signup ready for completion, its user a PEP when asked; then submitted over the real routes. */
export async function submittedCase(
  t: TestApp,
  options: { pep?: boolean } = {},
): Promise<{ user: TestUser; caseId: string }> {
  const user = await createTestUser(t.deps);
  const caseId = await readySignupCompany(t, user);
  if (options.pep) await saveOwnEntry(t, user, caseId, PEP);
  const completed = await completeWithSca(t, user, caseId);
  expect(completed.statusCode, completed.body).toBe(200);
  return { user, caseId };
}

/** The case's ratings as kept, oldest first. */
export const ratingsOf = (t: TestApp, caseId: string) =>
  t.deps.db
    .selectFrom('risk_ratings')
    .selectAll()
    .where('company_id', '=', caseId)
    .orderBy('rated_at')
    .orderBy('id')
    .execute();

/**
 * A signup submitted with real files (stored encrypted, as an upload keeps them), so that what an
 * export decrypts can be checked against the hashes recorded at upload.
 */
export async function submittedWithFiles(
  t: TestApp,
): Promise<{ user: TestUser; caseId: string; iban: string }> {
  const user = await createTestUser(t.deps);
  const created = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: signupCompany(),
  });
  expect(created.statusCode, created.body).toBe(201);
  const caseId = created.json().id as string;
  const kyc = await t.app.inject({
    method: 'PUT',
    url: `/companies/${caseId}/kyc?version=3`,
    headers: user.headers,
    payload: validKycAnswers(),
  });
  expect(kyc.statusCode, kyc.body).toBe(200);
  await saveOwnEntry(t, user, caseId, {});
  for (const type of ['kbis', 'status', 'proof_of_address']) {
    await uploadPdf(t, user, `/companies/${caseId}/documents/${type}`, `${type}-martin.pdf`);
  }
  await uploadPdf(t, user, '/user/documents/identity_card', 'carte-identité.pdf');
  await uploadPdf(t, user, '/user/documents/proof_of_address', 'facture-électricité.pdf');
  const certified = await t.app.inject({
    method: 'GET',
    url: `/companies/${caseId}/validate-representatives?certified=true`,
    headers: user.headers,
  });
  expect(certified.statusCode, certified.body).toBe(200);
  const completed = await completeWithSca(t, user, caseId);
  expect(completed.statusCode, completed.body).toBe(200);
  return { user, caseId, iban: completed.json().iban as string };
}
