import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../companies/company-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

let t: TestApp;
let user: TestUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.deps);
  companyId = await insertCompany(t.deps, user.id, { legalForm: 'SELARL' });
});
afterAll(async () => t?.close());

/** A complete, valid set of answers to the default questionnaire. */
const validAnswers = () => [
  { question_id: 1, answer: 'physiotherapist' },
  { question_id: 2, answer: 'Cabinet de kinésithérapie' },
  { question_id: 3, answer: '15k_30k' },
  { question_id: 4, answer: '5k_15k' },
  { question_id: 5, answer: 'professional_fees,bank_loan' },
  { question_id: 6, answer: 'none' },
  { question_id: 7, answer: 'no' },
  { question_id: 9, answer: '1_2' },
  { question_id: 10, answer: '180 000' },
  { question_id: 11, answer: 'no' },
  { question_id: 13, answer: 'collect_fees,pay_expenses' },
  { question_id: 14, answer: 'Patients' },
];

const put = (body: unknown, language = 'fr', headers = user.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/companies/${companyId}/kyc?version=3`,
    headers: { ...headers, 'x-language': language },
    payload: body as object,
  });

const replace = (id: number, answer: unknown) =>
  validAnswers().map((item) => (item.question_id === id ? { question_id: id, answer } : item));

describe('PUT /companies/{id}/kyc', () => {
  it('stores valid answers and GET returns them', async () => {
    const response = await put(validAnswers());
    expect(response.statusCode).toBe(200);
    const get = await t.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/kyc?version=3`,
      headers: user.headers,
    });
    expect(get.statusCode).toBe(200);
    const saved = get.json() as { question_id: number; answer: string }[];
    expect(saved).toContainEqual({ question_id: 14, answer: 'Patients', other: null });
    // Choices are stored as the labels the user saw, checkbox labels joined by commas.
    expect(saved).toContainEqual({
      question_id: 5,
      answer: 'Honoraires et actes (patients / Assurance maladie / mutuelles),Prêt bancaire',
      other: null,
    });
    // Numeric answers lose their spaces.
    expect(saved).toContainEqual({ question_id: 10, answer: '180000', other: null });
  });

  it('accepts a choice given by its label in another language and stores the label of the request language', async () => {
    const response = await put(replace(1, 'Physiotherapist'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      question_id: 1,
      answer: 'Masseur-kinésithérapeute',
      other: null,
    });
  });

  it('accepts checkbox answers as a list of labels', async () => {
    const response = await put(replace(13, ['Paiement des salaires', 'Épargne professionnelle']));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      question_id: 13,
      answer: 'Paiement des salaires,Épargne professionnelle',
      other: null,
    });
  });

  it('refuses a missing required answer on that question and keeps the previous answers', async () => {
    await put(validAnswers());
    const response = await put(validAnswers().filter((item) => item.question_id !== 14));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ 'answers.q14': 'Ce champ est obligatoire' });
    const rows = await t.deps.db
      .selectFrom('kyc_answers')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    expect(rows.find((row) => row.question_id === '14')?.answer).toBe('Patients');
  });

  it('refuses an answer that is not one of the choices', async () => {
    const response = await put(replace(6, 'a lot'));
    expect(response.statusCode).toBe(422);
    // Question 6 is the 6th answer sent (index 5).
    expect(response.json().fields).toEqual({ 'answers.5.answer': 'Veuillez choisir une valeur de la liste' });
  });

  it('refuses an "other" monthly amount not above the question minimum, with the amount in the message', async () => {
    const fr = await put(replace(3, '45 000'));
    expect(fr.statusCode).toBe(422);
    expect(fr.json().fields['answers.2.other']).toBe(
      'Veuillez saisir un montant supérieur à 50\u202f000\u00a0€.',
    );
    const exact = await put(replace(3, '50000'));
    expect(exact.statusCode).toBe(422);
    const chosenWithoutAmount = await put(replace(3, 'Plus de 50 000 € (précisez le montant)'));
    expect(chosenWithoutAmount.json().fields).toEqual({ 'answers.2.other': 'Ce champ est obligatoire' });
    const notAnAmount = await put(replace(4, 'beaucoup'));
    expect(notAnAmount.statusCode).toBe(422);
    expect(notAnAmount.json().fields).toHaveProperty('answers.3.other');
    const en = await put(replace(3, '45000'), 'en');
    expect(en.json().fields['answers.2.other']).toBe('Please enter an amount greater than €50,000.');
    expect(en.json().fields['answers.2.other']).not.toBe(fr.json().fields['answers.2.other']);
  });

  it('stores an "other" amount above the minimum without its spaces', async () => {
    const response = await put(replace(3, '75 000'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      question_id: 3,
      answer: 'Plus de 50 000 € (précisez le montant)',
      other: '75000',
    });
  });

  it('requires the countries when international transfers are expected', async () => {
    const response = await put(replace(7, 'yes'));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ 'answers.q8': 'Ce champ est obligatoire' });
    const withCountries = await put([...replace(7, 'yes'), { question_id: 8, answer: 'Belgique' }]);
    expect(withCountries.statusCode).toBe(200);
  });

  it('refuses a non-numeric turnover and an unknown question', async () => {
    const turnover = await put(replace(10, 'cent mille'));
    expect(turnover.statusCode).toBe(422);
    expect(turnover.json().fields).toEqual({
      'answers.8.answer': 'Veuillez saisir un nombre (deux décimales au maximum)',
    });
    const unknown = await put([...validAnswers(), { question_id: 99, answer: 'x' }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toHaveProperty('answers.12.question_id');
  });

  it("validates against the company's own variant: an association must answer the association questions", async () => {
    const other = await createTestUser(t.deps);
    const associationId = await insertCompany(t.deps, other.id, { legalForm: 'ASS' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/companies/${associationId}/kyc?version=3`,
      headers: other.headers,
      payload: validAnswers(),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining(['answers.q21', 'answers.q22', 'answers.q23', 'answers.q24']),
    );
  });

  it("answers 404 for another user's company and changes nothing", async () => {
    const intruder = await createTestUser(t.deps);
    const before = await t.deps.db
      .selectFrom('kyc_answers')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    const putResponse = await put(replace(14, 'Intrus'), 'fr', intruder.headers);
    expect(putResponse.statusCode).toBe(404);
    const getResponse = await t.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/kyc?version=3`,
      headers: intruder.headers,
    });
    expect(getResponse.statusCode).toBe(404);
    const after = await t.deps.db
      .selectFrom('kyc_answers')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute();
    expect(after).toEqual(before);
  });

  it('accepts the multipart form map {questionId: answer}', async () => {
    const map = Object.fromEntries(validAnswers().map((item) => [String(item.question_id), item.answer]));
    const response = await put({ ...map, '3': 'other', '3_other': '60 000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      question_id: 3,
      answer: 'Plus de 50 000 € (précisez le montant)',
      other: '60000',
    });
  });
});
