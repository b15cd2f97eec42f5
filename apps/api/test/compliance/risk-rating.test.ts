import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInOperator } from '../backoffice/operator-kit';
import { readySignupCompany } from '../companies/ready-company';
import { fakeRegistry, journalEntries, newOperator, signedIn } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { PEP, ratingsOf, saveOwnEntry, submittedCase } from './compliance-kit';

let t: TestApp;
let reviewer: SignedInOperator;
let auditor: SignedInOperator;

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
});
afterAll(async () => {
  await t?.close();
});

const riskOf = async (operator: SignedInOperator, caseId: string, language = 'fr') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${caseId}/risk`,
    headers: { ...operator.headers, 'x-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the rating at submission', () => {
  it('rates a practice with nothing to note simplified, reviewed in three years, journaled', async () => {
    const { caseId } = await submittedCase(t);
    const ratings = await ratingsOf(t, caseId);
    const atSubmission = ratings.at(-1);
    expect(atSubmission).toMatchObject({
      trigger: 'submission',
      actor_type: 'customer',
      tier: 'simplified',
      score: 0,
    });
    const risk = await riskOf(auditor, caseId);
    expect(risk.current).toMatchObject({ tier: 'simplified', factors: [], trigger: 'submission' });
    const ratedOn = new Date(risk.current.rated_at);
    expect(risk.current.next_review_on).toBe(
      `${ratedOn.getUTCFullYear() + 3}-${risk.current.rated_at.slice(5, 10)}`,
    );
    expect(risk.due_diligence).toEqual([]);
    const journaled = (await journalEntries(t, 'case.risk_rated')).filter(
      (entry) => entry.case_id === caseId,
    );
    expect(journaled.at(-1)?.object_id).toBe(atSubmission?.id);
    expect(JSON.parse(journaled.at(-1)?.after_value ?? '{}')).toMatchObject({
      tier: 'simplified',
      trigger: 'submission',
    });
  });
});

describe('re-rating on a change to a factor', () => {
  it('a person saved as politically exposed: enhanced, with the factor in words; the same save again keeps no new rating', async () => {
    const user = await createTestUser(t.deps);
    const caseId = await readySignupCompany(t, user);
    const before = (await ratingsOf(t, caseId)).length;
    await saveOwnEntry(t, user, caseId, PEP);
    const ratings = await ratingsOf(t, caseId);
    expect(ratings).toHaveLength(before + 1);
    expect(ratings.at(-1)).toMatchObject({
      trigger: 'person_saved',
      actor_type: 'customer',
      actor_id: user.id,
      tier: 'enhanced',
    });
    const risk = await riskOf(reviewer, caseId);
    expect(risk.current.factors).toEqual([
      expect.objectContaining({
        code: 'pep',
        label: 'Personne politiquement exposée\u00a0: Camille Durand',
        enhanced_by_law: true,
        subject: expect.objectContaining({ type: 'person', name: 'Camille Durand' }),
      }),
    ]);
    expect((await riskOf(reviewer, caseId, 'en')).current.factors[0].label).toBe(
      'Politically exposed person: Camille Durand',
    );
    expect((await riskOf(reviewer, caseId, 'de')).current.factors[0].label).toBe(
      'Politisch exponierte Person: Camille Durand',
    );
    // Before submission nothing is asked of the customer yet.
    expect(risk.due_diligence).toEqual([]);

    await saveOwnEntry(t, user, caseId, PEP);
    expect(await ratingsOf(t, caseId)).toHaveLength(before + 1);

    // No longer exposed: rated again, back to simplified.
    await saveOwnEntry(t, user, caseId, { is_pep: false });
    expect((await ratingsOf(t, caseId)).at(-1)).toMatchObject({
      trigger: 'person_saved',
      tier: 'simplified',
    });
  });

  it('a tax residence in a high-risk third country and a nationality under monitoring are named with their lists', async () => {
    const user = await createTestUser(t.deps);
    const caseId = await readySignupCompany(t, user);
    await saveOwnEntry(t, user, caseId, {
      nationality: 'BG',
      has_foreign_tax_country: true,
      foreign_tax_country: 'IR',
      foreign_tax_addresses: [{ country: 'IR', tax_number: '123456', no_tax_number_reason: null }],
    });
    const risk = await riskOf(reviewer, caseId, 'en');
    expect(risk.current.tier).toBe('enhanced');
    expect(
      risk.current.factors.map((factor: { code: string; value: string }) => [factor.code, factor.value]),
    ).toEqual([
      ['residence_high_risk_country', 'IR'],
      ['nationality_monitored_country', 'BG'],
    ]);
    expect(risk.current.factors[0].label).toBe(
      'Residence or tax residence in a high-risk country, Iran (IR) (EU list of high-risk third countries, FATF, call for action): Camille Durand',
    );
  });

  it('the KYC answered with cash and foreign flows', async () => {
    const user = await createTestUser(t.deps);
    const caseId = await readySignupCompany(t, user);
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/companies/${caseId}/kyc?version=3`,
      headers: user.headers,
      payload: [
        { question_id: 1, answer: 'Masseur-kinésithérapeute' },
        { question_id: 3, answer: 'De 15 000 € à 30 000 €' },
        { question_id: 4, answer: 'De 5 000 € à 15 000 €' },
        { question_id: 5, answer: ['Prêt bancaire'] },
        { question_id: 6, answer: 'Oui, plus de 5 000 € par mois' },
        { question_id: 7, answer: 'Oui' },
        { question_id: 8, answer: 'Belgique' },
        { question_id: 9, answer: '1 à 2' },
        { question_id: 10, answer: '180 000' },
        { question_id: 11, answer: 'Non' },
        { question_id: 13, answer: ['Paiement des charges du cabinet'] },
        { question_id: 14, answer: 'Patients' },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const latest = (await ratingsOf(t, caseId)).at(-1);
    expect(latest).toMatchObject({ trigger: 'kyc_answered', tier: 'standard', score: 35 });
    expect(JSON.parse(latest?.factors ?? '[]').map((factor: { code: string }) => factor.code)).toEqual([
      'cash_deposits_high',
      'international_flows',
    ]);
  });

  it('the flag raised on a professional number the directory does not know, and cleared once it does', async () => {
    const user = await createTestUser(t.deps);
    const caseId = await readySignupCompany(t, user);
    // No directory is loaded here: the number is well formed but found nowhere.
    await saveOwnEntry(t, user, caseId, { professional_number: '19900000001' });
    const flagged = (await ratingsOf(t, caseId)).at(-1);
    expect(flagged).toMatchObject({ trigger: 'person_saved', tier: 'standard', score: 20 });
    const risk = await riskOf(reviewer, caseId, 'de');
    expect(risk.current.factors).toEqual([
      expect.objectContaining({
        code: 'professional_not_verified',
        label: 'RPPS- oder ADELI-Nummer vom Verzeichnis nicht bestätigt: Camille Durand',
      }),
    ]);
    expect(risk.current.next_review_on.slice(0, 4)).toBe(
      String(new Date(risk.current.rated_at).getUTCFullYear() + 2),
    );

    await saveOwnEntry(t, user, caseId, { professional_number: null });
    expect((await ratingsOf(t, caseId)).at(-1)).toMatchObject({
      trigger: 'person_saved',
      tier: 'simplified',
    });
  });

  it('a KYC answer refused (422) keeps no rating and no answer', async () => {
    const user = await createTestUser(t.deps);
    const caseId = await readySignupCompany(t, user);
    const before = await ratingsOf(t, caseId);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/companies/${caseId}/kyc?version=3`,
      headers: user.headers,
      payload: [{ question_id: 6, answer: 'Oui, plus de 5 000 € par mois' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(await ratingsOf(t, caseId)).toEqual(before);
  });
});

describe('the case list by tier', () => {
  it('filters on the latest rating', async () => {
    const simplified = await submittedCase(t);
    const enhanced = await submittedCase(t, { pep: true });
    const list = async (tier: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/backoffice/cases?tier=${tier}&sort=newest`,
        headers: auditor.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id);
    };
    expect(await list('enhanced')).toContain(enhanced.caseId);
    expect(await list('enhanced')).not.toContain(simplified.caseId);
    expect(await list('simplified')).toContain(simplified.caseId);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/backoffice/cases?tier=high',
      headers: auditor.headers,
    });
    expect(refused.statusCode).toBe(422);
  });
});
