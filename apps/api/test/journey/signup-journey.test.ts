import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibanIsValid, pdfText } from '../companies/bank-checks';
import { signupCompany } from '../companies/company-bodies';
import { ACCEPTED_TERMS, validKycAnswers } from '../companies/ready-company';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/test-user';
import { userAnswers } from '../representatives/people-bodies';
import { enrollCodeMethod, lastCode } from '../sca/sca-test-kit';

/**
 * The whole signup journey of an existing practice, over HTTP only: account, proofs, company,
 * certification, KYC, company proofs, representatives, completion with strong authentication,
 * and the RIB download.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => t?.close());

async function upload(user: TestUser, url: string) {
  const body = multipart([
    { filename: 'piece.pdf', content: await makePdf(), contentType: 'application/pdf' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
}

describe('signup journey', () => {
  it('goes from account creation to the bank details', async () => {
    // 1. Account
    const created = await t.app.inject({
      method: 'POST',
      url: '/user?accounts=false',
      payload: {
        gender: 2,
        first_name: 'Camille',
        last_name: 'Durand',
        email: 'camille.durand@example.test',
        email_repeat: 'camille.durand@example.test',
        phone: '+33 6 12 34 56 78',
        password: 'Kinésithérapie-2026',
        password_repeat: 'Kinésithérapie-2026',
        registration_type: 'existing_company',
        nationality: 'FR',
      },
    });
    expect(created.statusCode).toBe(201);
    const account = created.json();
    const user: TestUser = {
      id: account.uuid,
      email: account.email,
      password: 'Kinésithérapie-2026',
      token: account.token,
      headers: { authorization: `Bearer ${account.token}` },
    };

    // 2. Account proofs
    await upload(user, '/user/documents/identity_card?archive=false');
    await upload(user, '/user/documents/proof_of_address');

    // 3. Company and certification
    const company = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: user.headers,
      payload: signupCompany(),
    });
    expect(company.statusCode).toBe(201);
    const companyId = company.json().id as string;
    const certification = await t.app.inject({
      method: 'POST',
      url: `/company-certification/${companyId}`,
      headers: user.headers,
      payload: {},
    });
    expect(certification.statusCode).toBe(200);

    // 4. KYC: the questionnaire the client shows, then the answers
    const questions = await t.app.inject({
      method: 'GET',
      url: '/companies/kyc?version=3',
      headers: user.headers,
    });
    expect((questions.json() as { id: number }[]).some((question) => question.id === 14)).toBe(true);
    const kyc = await t.app.inject({
      method: 'PUT',
      url: `/companies/${companyId}/kyc?version=3`,
      headers: user.headers,
      payload: validKycAnswers(),
    });
    expect(kyc.statusCode).toBe(200);

    // 5. Company proofs
    await upload(user, `/companies/${companyId}/documents/kbis`);
    await upload(user, `/companies/${companyId}/documents/status`);
    await upload(user, `/companies/${companyId}/documents/proof_of_address`);

    // 6. Representatives: the user completes their own entry, sole shareholder and manager
    const list = await t.app.inject({
      method: 'GET',
      url: `/representatives?companyId=${companyId}`,
      headers: user.headers,
    });
    const own = (list.json() as { id: string; is_user: boolean }[]).find((entry) => entry.is_user);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own?.id}?companyId=${companyId}`,
      headers: user.headers,
      payload: userAnswers({ shareholders_value: 5000 }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ percentage: 100, is_beneficial_owner: true, is_complete: true });
    expect(edited.json().identity_card_url).toEqual(expect.stringContaining('/documents/'));
    const valid = await t.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/validate-representatives?certified=true`,
      headers: user.headers,
    });
    expect(valid.statusCode).toBe(200);

    // 7. Terms: completion needs strong customer authentication
    const tokenId = await enrollCodeMethod(t.app, t.deps, user, 'email');
    const challenged = await t.app.inject({
      method: 'POST',
      url: `/companies/${companyId}/complete`,
      headers: user.headers,
      payload: ACCEPTED_TERMS,
    });
    expect(challenged.statusCode).toBe(399);
    const challengeId = challenged.json().challenge.id as string;
    await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/trigger`,
      headers: user.headers,
      payload: { token_id: tokenId },
    });
    const validated = await t.app.inject({
      method: 'POST',
      url: `/sca/challenges/${challengeId}/validate`,
      headers: user.headers,
      payload: { challenge_id: challengeId, code: await lastCode(t.deps, user.email) },
    });
    expect(validated.statusCode).toBe(200);
    const completed = await t.app.inject({
      method: 'POST',
      url: `/companies/${companyId}/complete`,
      headers: { ...user.headers, 'x-sca-challenge': challengeId },
      payload: ACCEPTED_TERMS,
    });
    expect(completed.statusCode).toBe(200);
    const { iban, rib, uuid } = completed.json();
    expect(ibanIsValid(iban)).toBe(true);

    // 8. Success: the RIB downloads; journey routes now send the user to the customer space
    const pdf = await t.app.inject({
      method: 'GET',
      url: new URL(rib.pdf_url).pathname,
      headers: user.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(new Uint8Array(pdf.rawPayload))).toContain(iban.replace(/(.{4})(?=.)/g, '$1 '));
    expect(rib.pdf_url).toContain(uuid);
    const afterwards = await t.app.inject({
      method: 'PUT',
      url: `/companies/${companyId}`,
      headers: user.headers,
      payload: signupCompany({ name: 'Trop tard' }),
    });
    expect(afterwards.statusCode).toBe(302);
  });
});
