import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

interface Question {
  id: number;
  label: string;
  type: string;
  required: boolean;
  minOther: number | null;
  placeholder: string | null;
  answers: { value: string; label: string; hasOther: boolean }[];
}

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.deps);
});
afterAll(async () => t?.close());

async function questions(query: string, language = 'fr'): Promise<Question[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/companies/kyc?${query}`,
    headers: { ...user.headers, 'x-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /companies/kyc (questionnaire version 3)', () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/companies/kyc?version=3' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses another questionnaire version', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/companies/kyc?version=2',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('version');
  });

  it('asks a healthcare professional the expected questions, in French by default', async () => {
    const list = await questions('version=3');
    const labels = list.map((question) => question.label);
    expect(labels).toContain('Quelle est votre activité principale\u202f?');
    expect(labels).toContain('Quel montant prévoyez-vous de recevoir chaque mois sur ce compte\u202f?');
    expect(labels).toContain('Quel montant prévoyez-vous de dépenser chaque mois depuis ce compte\u202f?');
    expect(labels).toContain('Prévoyez-vous de déposer des espèces sur ce compte\u202f?');
    expect(labels).toContain('Combien de salariés employez-vous\u202f?');
    const activity = list.find((question) => question.id === 1);
    expect(activity?.answers.map((answer) => answer.label)).toContain('Masseur-kinésithérapeute');
    const incoming = list.find((question) => question.id === 3);
    expect(incoming?.minOther).toBe(50000);
    expect(incoming?.answers.some((answer) => answer.hasOther)).toBe(true);
  });

  it('has question 14 about main customers, with "Patients" as the suggestion, in every variant', async () => {
    for (const variant of ['', 'legal_form=new_company', 'legal_form=ei', 'legal_form=association']) {
      const q14 = (await questions(`version=3&${variant}`)).find((question) => question.id === 14);
      expect(q14?.label).toBe('Qui sont vos principaux clients\u202f?');
      expect(q14?.placeholder).toBe('Patients');
      expect(q14?.required).toBe(true);
    }
  });

  it('serves the same questions in English and German', async () => {
    const fr = await questions('version=3');
    const en = await questions('version=3', 'en');
    const de = await questions('version=3', 'de');
    expect(en.map((q) => q.id)).toEqual(fr.map((q) => q.id));
    expect(de.map((q) => q.id)).toEqual(fr.map((q) => q.id));
    expect(en.find((q) => q.id === 14)?.label).toBe('Who are your main customers?');
    expect(de.find((q) => q.id === 14)?.label).toBe('Wer sind Ihre Hauptkunden?');
    expect(de.find((q) => q.id === 1)?.label).toBe('Was ist Ihre Haupttätigkeit?');
    for (const list of [en, de]) {
      for (const question of list) {
        const french = fr.find((q) => q.id === question.id);
        // Each label is really translated, never the French text.
        if (question.label !== french?.label) continue;
        throw new Error(`question ${question.id} is not translated`);
      }
    }
  });

  it('differs per variant: capital origin for new companies, association questions, sole-trader question', async () => {
    const ids = async (query: string) => (await questions(query)).map((question) => question.id);
    const base = await ids('version=3');
    const newCompany = await ids('version=3&legal_form=new_company');
    const ei = await ids('version=3&legal_form=ei');
    const association = await ids('version=3&legal_form=association');
    expect(newCompany).toContain(18);
    expect(base).not.toContain(18);
    expect(association).toEqual(expect.arrayContaining([21, 22, 23]));
    expect(base).not.toContain(21);
    expect(ei).toContain(17);
    expect(base).not.toContain(17);
  });
});
