import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../companies/company-fixtures';
import { makeElf, makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The enrollment questionnaire as the multipart form sends it: question id to answer, checkboxes joined by commas. */
const newCompanyAnswers = (overrides: Record<string, string> = {}) => ({
  '1': 'Chirurgien-dentiste',
  '18': 'Épargne personnelle,Prêt bancaire',
  '3': 'Moins de 5 000 €',
  '4': 'Moins de 5 000 €',
  '5': 'Apport personnel ou épargne',
  '6': 'Non',
  '7': 'Non',
  '9': 'Aucun',
  '10': '60 000',
  '11': 'Non',
  '13': 'Paiement des charges du cabinet',
  '14': 'Patients',
  ...overrides,
});

async function putMultipart(
  user: TestUser,
  companyId: string,
  answers: object,
  files: { filename: string; content: Buffer }[],
) {
  const body = multipart(files, { jsonBody: JSON.stringify(answers) });
  return t.app.inject({
    method: 'PUT',
    url: `/companies/${companyId}/kyc?version=3`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

const kycDocuments = (companyId: string) =>
  t.deps.db
    .selectFrom('documents')
    .selectAll()
    .where('subject_id', '=', companyId)
    .where('type', '=', 'kyc')
    .where('deleted_at', 'is', null)
    .execute();

describe('PUT /companies/{id}/kyc as multipart (jsonBody + files[])', () => {
  it('stores the answers and the proof of funds, which answers the upload question', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const companyId = await insertCompany(t.deps, user.id, { registrationType: 'new_company' });
    const response = await putMultipart(user, companyId, newCompanyAnswers(), [
      { filename: 'releve-epargne.pdf', content: await makePdf('Relevé') },
    ]);
    expect(response.statusCode).toBe(200);
    const documents = await kycDocuments(companyId);
    expect(documents).toHaveLength(1);
    expect(documents[0]?.mime_type).toBe('application/pdf');
    expect(response.json()).toContainEqual({ question_id: 19, answer: documents[0]?.id, other: null });
    expect(response.json()).toContainEqual({
      question_id: 18,
      answer: 'Épargne personnelle,Prêt bancaire',
      other: null,
    });
  });

  it('keeps neither answers nor files when an answer is refused', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const companyId = await insertCompany(t.deps, user.id, { registrationType: 'new_company' });
    const { '14': _customers, ...withoutCustomers } = newCompanyAnswers();
    const response = await putMultipart(user, companyId, withoutCustomers, [
      { filename: 'releve.pdf', content: await makePdf() },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('answers.q14', 'Ce champ est obligatoire');
    expect(await kycDocuments(companyId)).toHaveLength(0);
    const answers = await t.deps.db
      .selectFrom('kyc_answers')
      .select('id')
      .where('company_id', '=', companyId)
      .execute();
    expect(answers).toHaveLength(0);
  });

  it('refuses a file that is not a PDF, JPEG or PNG, and stores no answer', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const companyId = await insertCompany(t.deps, user.id, { registrationType: 'new_company' });
    const response = await putMultipart(user, companyId, newCompanyAnswers(), [
      { filename: 'releve.pdf', content: makeElf() },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().fields).toHaveProperty('files');
    const answers = await t.deps.db
      .selectFrom('kyc_answers')
      .select('id')
      .where('company_id', '=', companyId)
      .execute();
    expect(answers).toHaveLength(0);
    expect(await kycDocuments(companyId)).toHaveLength(0);
  });

  it('refuses a jsonBody that is not JSON', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const companyId = await insertCompany(t.deps, user.id, { registrationType: 'new_company' });
    const body = multipart([], { jsonBody: '{not json' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/companies/${companyId}/kyc?version=3`,
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('jsonBody');
  });

  it("answers 404 for another user's company and stores no file", async () => {
    const owner = await createTestUser(t.deps, { registrationType: 'new_company' });
    const companyId = await insertCompany(t.deps, owner.id, { registrationType: 'new_company' });
    const intruder = await createTestUser(t.deps, { registrationType: 'new_company' });
    const response = await putMultipart(intruder, companyId, newCompanyAnswers(), [
      { filename: 'releve.pdf', content: await makePdf() },
    ]);
    expect(response.statusCode).toBe(404);
    const stored = await t.deps.db
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', intruder.id)
      .execute();
    expect(stored).toHaveLength(0);
  });
});
