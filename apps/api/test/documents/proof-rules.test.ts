import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { makePdf } from './fixtures';
import { multipart } from './multipart';
import { documentRows, insertCompany, insertKycAnswer, insertRepresentative } from './subjects';

/** Which proofs, and when: the bank's order of the journey, on the server. */
describe('proof rules', () => {
  let t: TestApp;
  let user: TestUser;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    pdf = await makePdf();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, language = 'fr') => {
    const body = multipart([{ filename: 'preuve.pdf', content: pdf }]);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...user.headers, ...body.headers, 'x-language': language },
    });
  };

  it('takes the company proofs only once the KYC questionnaire is answered (spec §2.3)', async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id);
    const early = await post(`/companies/${companyId}/documents/status`, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "Please answer the questionnaire about your activity first, then send the company's proofs",
    );
    expect((await post(`/companies/${companyId}/documents/proof_of_address`)).statusCode).toBe(409);
    expect(await documentRows(t.deps, user.id)).toEqual([]);
    // The Kbis goes with the company form, before the questionnaire.
    expect((await post(`/companies/${companyId}/documents/kbis`)).statusCode).toBe(201);

    await insertKycAnswer(t.deps, companyId);
    expect((await post(`/companies/${companyId}/documents/status`)).statusCode).toBe(201);
  });

  it('refuses a Kbis or a proof of activity for a company being created', async () => {
    user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const companyId = await insertCompany(t.deps, user.id, 'SAS');
    await t.deps.db
      .updateTable('companies')
      .set({ registration_type: 'new_company' })
      .where('id', '=', companyId)
      .execute();
    await insertKycAnswer(t.deps, companyId);
    for (const type of ['kbis', 'activity_proof']) {
      const refused = await post(`/companies/${companyId}/documents/${type}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields.type).toBe(
        "Une société en cours de création n'a pas encore d'extrait Kbis\u00a0: envoyez son projet de statuts et son justificatif de domicile",
      );
    }
    expect(await documentRows(t.deps, user.id)).toEqual([]);
    expect((await post(`/companies/${companyId}/documents/status_project`)).statusCode).toBe(201);
  });

  it('asks a mandate of the account user who is not a legal representative, and of no one else', async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id);
    const other = await insertRepresentative(t.deps, companyId);
    const refused = await post(`/representatives/${other}/documents/mandate`, 'de');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.type).toBe(
      'Eine Vollmacht wird nur vom Kontoinhaber verlangt, der kein gesetzlicher Vertreter ist',
    );

    const own = await insertRepresentative(t.deps, companyId);
    const setOwn = (isMandatary: number) =>
      t.deps.db
        .updateTable('representatives')
        .set({ is_user: 1, user_id: user.id, is_mandatary: isMandatary })
        .where('id', '=', own)
        .execute();
    await setOwn(1);
    expect((await post(`/representatives/${own}/documents/mandate`)).statusCode).toBe(422);
    await setOwn(0);
    expect((await post(`/representatives/${own}/documents/mandate`)).statusCode).toBe(201);
    // Identity documents stay open to everyone listed.
    expect((await post(`/representatives/${other}/documents/identity_card`)).statusCode).toBe(201);
  });
});
