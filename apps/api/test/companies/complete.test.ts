import { KYC_QUESTIONNAIRE_VERSION } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositories } from '../../src/db/repositories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { insertDocument } from '../representatives/document-fixtures';
import { ibanIsValid, pdfText, ribKeyOf } from './bank-checks';
import { signupCompany } from './company-bodies';
import { ACCEPTED_TERMS, completeWithSca, readySignupCompany } from './ready-company';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const complete = (
  headers: Record<string, string>,
  companyId: string,
  // null: no body at all.
  terms: object | null = ACCEPTED_TERMS,
) =>
  t.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/complete`,
    headers,
    payload: terms ?? undefined,
  });

/** Answers stored as the questionnaire step stores them (their content is the KYC tests' concern). */
const saveKycAnswers = (companyId: string) =>
  repositories
    .kycAnswers(t.deps.db)
    .replace(
      companyId,
      KYC_QUESTIONNAIRE_VERSION,
      [{ question_id: '1', answer: 'Masseur-kinésithérapeute', other: null }],
      new Date().toISOString(),
    );

async function nothingOpened(userId: string, companyId: string) {
  const accounts = await t.deps.db
    .selectFrom('accounts')
    .select('id')
    .where('company_id', '=', companyId)
    .execute();
  const user = await t.deps.db
    .selectFrom('users')
    .select('completed_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(accounts).toHaveLength(0);
  expect(user.completed_at).toBeNull();
}

/** The company's Kbis extract, deleted as the customer would. */
async function deleteKbis(companyId: string): Promise<void> {
  await t.deps.db
    .updateTable('documents')
    .set({ deleted_at: new Date().toISOString() })
    .where('type', '=', 'kbis')
    .where('subject_id', '=', companyId)
    .execute();
}

describe('POST /companies/{id}/complete: checks before anything else', () => {
  it('lists every missing document, the KYC and the people problems', async () => {
    const user = await createTestUser(t.deps);
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: user.headers,
      payload: signupCompany(),
    });
    const companyId = created.json().id;
    const response = await complete(user.headers, companyId);
    expect(response.statusCode).toBe(422);
    const { fields } = response.json();
    expect(fields).toMatchObject({
      'documents.kbis': 'Document manquant\u00a0: Extrait Kbis',
      'documents.status': 'Document manquant\u00a0: Statuts',
      'documents.proof_of_address': 'Document manquant\u00a0: Justificatif de domicile de la société',
      'user.identity_card': "Document manquant\u00a0: Pièce d'identité",
      'user.proof_of_address': 'Document manquant\u00a0: Justificatif de domicile',
      kyc: 'Veuillez répondre au questionnaire sur votre activité',
      beneficial_owner: 'Au moins un bénéficiaire effectif est obligatoire',
    });
    expect(Object.keys(fields).some((field) => field.startsWith('representatives.'))).toBe(true);
    await nothingOpened(user.id, companyId);
  });

  it('names the one missing piece of an otherwise ready company', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user);
    await deleteKbis(companyId);
    const response = await complete(user.headers, companyId);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ 'documents.kbis': 'Document manquant\u00a0: Extrait Kbis' });
    await nothingOpened(user.id, companyId);
  });

  it('asks a works council (CSE) for its general meeting minutes instead of a proof of address', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user, signupCompany({ legal_form: 'CSE', siret: null }));
    const response = await complete(user.headers, companyId);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      'documents.gm_minutes': "Document manquant\u00a0: Procès-verbal d'assemblée générale",
    });
  });

  it("asks an association for the KYC and its own documents, named as an association's, not for people", async () => {
    const user = await createTestUser(t.deps);
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: user.headers,
      payload: signupCompany({ legal_form: 'ASS', rna: 'W691234567' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const companyId = created.json().id as string;
    const first = await complete(user.headers, companyId);
    expect(first.statusCode).toBe(422);
    // What the web journey asks it for: its declaration receipt (company form), KYC, statutes and
    // proof of address (company proofs), the user's documents; never the representatives step.
    expect(first.json().fields).toEqual({
      'documents.activity_proof': "Document manquant\u00a0: Récépissé de déclaration de l'association",
      'documents.status': "Document manquant\u00a0: Statuts de l'association",
      'documents.proof_of_address':
        "Document manquant\u00a0: Justificatif d'adresse du siège de l'association",
      'user.identity_card': "Document manquant\u00a0: Pièce d'identité",
      'user.proof_of_address': 'Document manquant\u00a0: Justificatif de domicile',
      kyc: 'Veuillez répondre au questionnaire sur votre activité',
    });
    for (const type of ['identity_card', 'proof_of_address']) {
      await insertDocument(t.deps, { userId: user.id, subjectType: 'user', subjectId: user.id, type });
    }
    for (const type of ['activity_proof', 'status', 'proof_of_address']) {
      await insertDocument(t.deps, { userId: user.id, subjectType: 'company', subjectId: companyId, type });
    }
    // Everything but the questionnaire: refused, with the one clear reason.
    const withoutKyc = await complete({ ...user.headers, 'x-language': 'en' }, companyId);
    expect(withoutKyc.statusCode).toBe(422);
    expect(withoutKyc.json().fields).toEqual({
      kyc: 'Please answer the questionnaire about your activity',
    });
    await nothingOpened(user.id, companyId);
    await saveKycAnswers(companyId);
    expect((await complete(user.headers, companyId)).statusCode).toBe(399);
  });

  it('refuses an association whose statutes are missing', async () => {
    const user = await createTestUser(t.deps);
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: user.headers,
      payload: signupCompany({ legal_form: 'ASS', siret: null, rna: 'W691234567' }),
    });
    const companyId = created.json().id as string;
    await saveKycAnswers(companyId);
    for (const type of ['identity_card', 'proof_of_address']) {
      await insertDocument(t.deps, { userId: user.id, subjectType: 'user', subjectId: user.id, type });
    }
    for (const type of ['activity_proof', 'proof_of_address']) {
      await insertDocument(t.deps, { userId: user.id, subjectType: 'company', subjectId: companyId, type });
    }
    const response = await complete(user.headers, companyId);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      'documents.status': "Document manquant\u00a0: Statuts de l'association",
    });
    await nothingOpened(user.id, companyId);
  });

  it('then asks for strong customer authentication (399) and opens nothing', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user);
    const response = await complete(user.headers, companyId);
    expect(response.statusCode).toBe(399);
    expect(response.json().challenge.id).toEqual(expect.any(String));
    await nothingOpened(user.id, companyId);
  });
});

describe('POST /companies/{id}/complete: the terms screen', () => {
  const REFUSED = 'Vous devez accepter les conditions pour continuer';

  it('refuses a ready company whose terms, deposit guarantee or consent box is missing or not ticked', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user);
    const cases: [object | null, Record<string, string>][] = [
      [null, { terms: REFUSED, deposit_guarantee: REFUSED, consent: REFUSED }],
      [{}, { terms: REFUSED, deposit_guarantee: REFUSED, consent: REFUSED }],
      [{ ...ACCEPTED_TERMS, terms: false }, { terms: REFUSED }],
      [{ terms: true, consent: true }, { deposit_guarantee: REFUSED }],
      [{ ...ACCEPTED_TERMS, consent: 'true' }, { consent: REFUSED }],
    ];
    for (const [terms, fields] of cases) {
      const response = await complete(user.headers, companyId, terms);
      expect(response.statusCode, JSON.stringify(terms)).toBe(422);
      expect(response.json().fields).toEqual(fields);
    }
    const english = await complete({ ...user.headers, 'x-language': 'en' }, companyId, { terms: true });
    expect(english.json().fields).toEqual({
      deposit_guarantee: 'You must accept the terms to continue',
      consent: 'You must accept the terms to continue',
    });
    await nothingOpened(user.id, companyId);
  });

  it('lists the unticked boxes with the missing documents, and still answers 404 to an intruder', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user);
    await deleteKbis(companyId);
    const response = await complete(user.headers, companyId, { ...ACCEPTED_TERMS, consent: false });
    expect(response.json().fields).toEqual({
      consent: REFUSED,
      'documents.kbis': 'Document manquant\u00a0: Extrait Kbis',
    });
    const intruder = await createTestUser(t.deps);
    expect((await complete(intruder.headers, companyId, null)).statusCode).toBe(404);
  });

  it('keeps the acceptance of each box, dated, with the opened account', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user);
    const before = new Date().toISOString();
    const response = await completeWithSca(t, user, companyId);
    expect(response.statusCode).toBe(200);
    const row = await t.deps.db
      .selectFrom('accounts')
      .select(['terms_accepted_at', 'deposit_guarantee_accepted_at', 'consent_accepted_at', 'created_at'])
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    for (const accepted of [
      row.terms_accepted_at,
      row.deposit_guarantee_accepted_at,
      row.consent_accepted_at,
    ]) {
      expect(accepted).toBe(row.created_at);
      expect(String(accepted) >= before).toBe(true);
    }
  });
});

describe('POST /companies/{id}/complete: the account', () => {
  it('opens the account with a valid French IBAN and a downloadable RIB', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user);
    const response = await completeWithSca(t, user, companyId);
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toEqual({
      uuid: expect.any(String),
      // A signup's current account; the file is with the bank, not open yet.
      kind: 'current',
      opening_status: 'submitted',
      rib: { pdf_url: `${t.deps.config.publicApiUrl}/accounts/${account.uuid}/rib.pdf` },
      iban: expect.stringMatching(/^FR\d{25}$/),
      bic: 'BPSAFRPPXXX',
    });
    const iban: string = account.iban;
    expect(ibanIsValid(iban)).toBe(true);
    expect(iban.slice(4, 9)).toBe('17515');
    expect(iban.slice(9, 14)).toBe('90000');
    expect(iban.slice(25, 27)).toBe(ribKeyOf(iban.slice(4, 9), iban.slice(9, 14), iban.slice(14, 25)));

    const user_ = await t.deps.db
      .selectFrom('users')
      .select('completed_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(user_.completed_at).not.toBeNull();
    const row = await t.deps.db
      .selectFrom('accounts')
      .selectAll()
      .where('uuid', '=', account.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: companyId,
      user_id: user.id,
      iban,
      holder_name: 'Cabinet Martin',
    });

    // A repeated call goes to the customer space.
    const again = await complete(user.headers, companyId);
    expect(again.statusCode).toBe(302);
    expect(again.json().url).toBe(t.deps.config.customerSpaceUrl);
    const accounts = await t.deps.db
      .selectFrom('accounts')
      .select('id')
      .where('company_id', '=', companyId)
      .execute();
    expect(accounts).toHaveLength(1);

    // The RIB: a real PDF with the holder, the grouped IBAN and the BIC, for its owner only.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/accounts/${account.uuid}/rib.pdf`,
      headers: user.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename="RIB-Cabinet Martin.pdf"');
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain(iban.replace(/(.{4})(?=.)/g, '$1 '));
    expect(text).toContain('BPSAFRPPXXX');
    expect(text).toContain('Cabinet Martin');
    expect(text).toContain(iban.slice(14, 25));
    expect(text).toContain('Banque Partenaire Santé');
    expect(text).toContain('Pro Santé Banque');

    const intruder = await createTestUser(t.deps);
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/accounts/${account.uuid}/rib.pdf`,
      headers: intruder.headers,
    });
    expect(stolen.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/accounts/${account.uuid}/rib.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives every account its own IBAN', async () => {
    const ibans = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const user = await createTestUser(t.deps);
      const companyId = await readySignupCompany(t, user);
      const response = await completeWithSca(t, user, companyId);
      expect(response.statusCode).toBe(200);
      expect(ibanIsValid(response.json().iban)).toBe(true);
      ibans.add(response.json().iban);
    }
    expect(ibans.size).toBe(3);
  });
});
