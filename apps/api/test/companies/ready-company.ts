import type { TestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/test-user';
import { insertDocument } from '../representatives/document-fixtures';
import { userAnswers } from '../representatives/people-bodies';
import { enrollCodeMethod, lastCode } from '../sca/sca-test-kit';
import { signupCompany } from './company-bodies';

/** The terms screen's three boxes, ticked: the body of POST /companies/{id}/complete. */
export const ACCEPTED_TERMS = { terms: true, deposit_guarantee: true, consent: true } as const;

/** Default-questionnaire answers that pass every rule. */
export const validKycAnswers = () => [
  { question_id: 1, answer: 'Masseur-kinésithérapeute' },
  { question_id: 3, answer: 'De 15 000 € à 30 000 €' },
  { question_id: 4, answer: 'De 5 000 € à 15 000 €' },
  { question_id: 5, answer: ['Prêt bancaire'] },
  { question_id: 6, answer: 'Non' },
  { question_id: 7, answer: 'Non' },
  { question_id: 9, answer: '1 à 2' },
  { question_id: 10, answer: '180 000' },
  { question_id: 11, answer: 'Non' },
  { question_id: 13, answer: ['Paiement des charges du cabinet'] },
  { question_id: 14, answer: 'Patients' },
];

/** A signup company with every check of the completion satisfied (documents as metadata rows). */
export async function readySignupCompany(
  t: TestApp,
  user: TestUser,
  company = signupCompany(),
): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: company,
  });
  const companyId = created.json().id as string;
  await t.app.inject({
    method: 'PUT',
    url: `/companies/${companyId}/kyc?version=3`,
    headers: user.headers,
    payload: validKycAnswers(),
  });
  const list = await t.app.inject({
    method: 'GET',
    url: `/representatives?companyId=${companyId}`,
    headers: user.headers,
  });
  const own = (list.json() as { id: string; is_user: boolean }[]).find((entry) => entry.is_user);
  await t.app.inject({
    method: 'PUT',
    url: `/representatives/${own?.id}?companyId=${companyId}`,
    headers: user.headers,
    payload: userAnswers({ shareholders_value: 5000 }),
  });
  for (const type of ['kbis', 'status', 'proof_of_address']) {
    await insertDocument(t.deps, { userId: user.id, subjectType: 'company', subjectId: companyId, type });
  }
  for (const type of ['identity_card', 'proof_of_address']) {
    await insertDocument(t.deps, { userId: user.id, subjectType: 'user', subjectId: user.id, type });
  }
  // The representatives list submitted with its certification box ticked.
  await t.app.inject({
    method: 'GET',
    url: `/companies/${companyId}/validate-representatives?certified=true`,
    headers: user.headers,
  });
  return companyId;
}

/** Goes through the 399 of POST /companies/{id}/complete with an e-mail code; returns the retried reply. */
export async function completeWithSca(
  t: TestApp,
  user: TestUser,
  companyId: string,
  terms: Record<string, unknown> = ACCEPTED_TERMS,
) {
  const tokenId = await enrollCodeMethod(t.app, t.deps, user, 'email');
  const first = await t.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/complete`,
    headers: user.headers,
    payload: terms,
  });
  if (first.statusCode !== 399) throw new Error(`expected 399, got ${first.statusCode}: ${first.body}`);
  const challengeId = first.json().challenge.id as string;
  await t.app.inject({
    method: 'POST',
    url: `/sca/challenges/${challengeId}/trigger`,
    headers: user.headers,
    payload: { token_id: tokenId },
  });
  const code = await lastCode(t.deps, user.email);
  const validated = await t.app.inject({
    method: 'POST',
    url: `/sca/challenges/${challengeId}/validate`,
    headers: user.headers,
    payload: { challenge_id: challengeId, code },
  });
  if (validated.statusCode !== 200) throw new Error(`validate ${validated.statusCode}: ${validated.body}`);
  return t.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/complete`,
    headers: { ...user.headers, 'x-sca-challenge': challengeId },
    payload: terms,
  });
}
