import { formatEuros } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibanIsValid, pdfText } from '../companies/bank-checks';
import { enrollmentCompany } from '../companies/company-bodies';
import { ACCEPTED_TERMS } from '../companies/ready-company';
import { signUpOverHttp, uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/test-user';
import { enrollmentPerson } from '../representatives/people-bodies';

/**
 * The whole enrollment journey of a company being created, over HTTP only: account resumed from
 * a signup request, proofs, company with its capital, KYC of a new company, statutes project and
 * seat proof, shareholders sharing the 5 000 shares, completion with strong authentication by
 * e-mail, and the RIB download.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => t?.close());

const SHARES_ERROR = "Le nombre d'actions est incorrect\u202f!";

/** The new_company questionnaire answered: capital origin (18) is asked of a company being created. */
const newCompanyAnswers = () => [
  { question_id: 1, answer: 'Chirurgien-dentiste' },
  { question_id: 18, answer: ['Épargne personnelle', 'Prêt bancaire'] },
  { question_id: 3, answer: 'Moins de 5 000 €' },
  { question_id: 4, answer: 'Moins de 5 000 €' },
  { question_id: 5, answer: ['Apport personnel ou épargne'] },
  { question_id: 6, answer: 'Non' },
  { question_id: 7, answer: 'Non' },
  { question_id: 9, answer: 'Aucun' },
  { question_id: 10, answer: '60 000' },
  { question_id: 11, answer: 'Non' },
  { question_id: 13, answer: ['Paiement des charges du cabinet'] },
  { question_id: 14, answer: 'Patients' },
];

/** The account user's own answers in enrollment: e-mail and marital status are asked too. */
const ownAnswers = (overrides: Record<string, unknown> = {}) =>
  enrollmentPerson({
    gender: 2,
    first_name: 'Camille',
    last_name: 'Durand',
    email: 'camille.durand@example.test',
    address: { street: '4 rue Victor Hugo', details: null, zip: '69002', city: 'Lyon', country: 'FR' },
    is_mandatary: true,
    title_code: 'PRE',
    is_shareholder: true,
    shareholders_value: 1250,
    // 25 % or less: the beneficial-owner question is asked.
    is_beneficial_owner: false,
    ...overrides,
  });

/** The newest unread e-mail code to this address, read from the outbox table. */
async function codeSentTo(email: string, seen: Set<string>): Promise<string> {
  const rows = await t.deps.db
    .selectFrom('outbox_messages')
    .select(['id', 'body_text'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  const row = rows.find((candidate) => !seen.has(candidate.id));
  if (!row) throw new Error(`no new message to ${email}`);
  for (const candidate of rows) seen.add(candidate.id);
  const code = /\b(\d{6})\b/.exec(row.body_text)?.[1];
  if (!code) throw new Error('no code in the message');
  return code;
}

describe('enrollment journey', () => {
  for (const legalForm of ['SAS', 'SELARL'] as const) {
    it(`opens the account of a ${legalForm} being created, from the account to the bank details`, async () => {
      const email = `fondatrice-${legalForm.toLowerCase()}@example.test`;
      const request = await t.app.services.signupRequests.createSignupRequest({ type: 'new_company' });
      const user: TestUser = await signUpOverHttp(t, {
        email,
        registrationType: 'new_company',
        signupRequestId: request.uuid,
      });
      const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
        t.app.inject({
          method,
          url,
          headers: user.headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });

      // 1. Account proofs
      await uploadPdf(t, user, '/user/documents/identity_card?archive=false');
      await uploadPdf(t, user, '/user/documents/proof_of_address');

      // 2. Company form, enrollment rules: capital and number of shares asked, no SIRET.
      const withoutCapital = await call(
        'POST',
        '/companies',
        enrollmentCompany({ legal_form: legalForm, capital_amount: null, number_of_actions: null }),
      );
      expect(withoutCapital.statusCode).toBe(422);
      expect(withoutCapital.json().fields).toMatchObject({
        capital_amount: expect.any(String),
        number_of_actions: expect.any(String),
      });
      const soleTrader = await call('POST', '/companies', enrollmentCompany({ legal_form: 'EI' }));
      expect(soleTrader.statusCode).toBe(422);
      expect(soleTrader.json().fields).toHaveProperty('legal_form');
      expect(
        await t.deps.db.selectFrom('companies').select('id').where('user_id', '=', user.id).execute(),
      ).toEqual([]);
      const created = await call(
        'POST',
        '/companies',
        enrollmentCompany({
          name: `Cabinet dentaire ${legalForm}`,
          legal_form: legalForm,
          capital_amount: '10 000',
          number_of_actions: '5000',
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        registration_type: 'new_company',
        legal_form: { abbreviation: legalForm },
        siret: null,
        number_of_actions: 5000,
        limited_liability: false,
      });
      expect(Number(created.json().capital_amount)).toBe(10000);
      const companyId = created.json().id as string;
      expect((await call('POST', `/company-certification/${companyId}`, {})).statusCode).toBe(200);

      // 3. KYC, new_company variant: the capital's origin is asked.
      const questions = await call('GET', '/companies/kyc?version=3&legal_form=new_company');
      expect(questions.statusCode).toBe(200);
      const ids = (questions.json() as { id: number }[]).map((question) => question.id);
      expect(ids).toContain(18);
      const withoutOrigin = await call(
        'PUT',
        `/companies/${companyId}/kyc?version=3`,
        newCompanyAnswers().filter((answer) => answer.question_id !== 18),
      );
      expect(withoutOrigin.statusCode).toBe(422);
      const kyc = await call('PUT', `/companies/${companyId}/kyc?version=3`, newCompanyAnswers());
      expect(kyc.statusCode, kyc.body).toBe(200);

      // 4. Company proofs: statutes project and proof of address (no Kbis yet).
      await uploadPdf(t, user, `/companies/${companyId}/documents/status_project`);
      await uploadPdf(t, user, `/companies/${companyId}/documents/proof_of_address`);

      // 5. Shareholders: 1 250 + 3 750 = 5 000 shares.
      const entries = await call('GET', `/representatives?companyId=${companyId}`);
      const ownId = (entries.json() as { id: string; is_user: boolean }[]).find((entry) => entry.is_user)?.id;
      expect(ownId).toBeDefined();
      const ownUrl = `/representatives/${ownId}?companyId=${companyId}`;
      const enrollmentOnly = await call(
        'PUT',
        ownUrl,
        ownAnswers({ email: null, marital_situation_id: null }),
      );
      expect(enrollmentOnly.statusCode).toBe(422);
      expect(Object.keys(enrollmentOnly.json().fields)).toEqual(
        expect.arrayContaining(['email', 'marital_situation_id']),
      );
      const own = await call('PUT', ownUrl, ownAnswers());
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({ shareholders_value: 1250, percentage: 25, capital_amount: 2500 });
      expect(formatEuros(own.json().capital_amount)).toBe(formatEuros(2500));
      expect(formatEuros(2500).replace(/\s/g, ' ')).toBe('2 500,00 €');

      // Shares remain: the representatives cannot be validated yet.
      const unallocated = await call('GET', `/companies/${companyId}/validate-representatives`);
      expect(unallocated.statusCode).toBe(422);
      expect(unallocated.json().fields.shareholders_value).toBe(SHARES_ERROR);

      // More than the remaining shares (3 750) is refused, and nothing is stored.
      const tooMany = await call('POST', '/representatives', {
        ...enrollmentPerson({ shareholders_value: 3751 }),
        company_id: companyId,
      });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().fields).toEqual({ shareholders_value: SHARES_ERROR });
      const partnerBody = enrollmentPerson({
        shareholders_value: 3750,
        is_mandatary: true,
        title_code: 'DGE',
      });
      const noEmail = await call('POST', '/representatives', {
        ...partnerBody,
        email: undefined,
        marital_situation_id: undefined,
        company_id: companyId,
      });
      expect(noEmail.statusCode).toBe(422);
      expect(Object.keys(noEmail.json().fields)).toEqual(
        expect.arrayContaining(['email', 'marital_situation_id']),
      );
      expect((await call('GET', `/representatives?companyId=${companyId}`)).json()).toHaveLength(1);

      const partner = await call('POST', '/representatives', { ...partnerBody, company_id: companyId });
      expect(partner.statusCode, partner.body).toBe(201);
      expect(partner.json()).toMatchObject({
        shareholders_value: 3750,
        percentage: 75,
        capital_amount: 7500,
        is_beneficial_owner: true,
      });
      expect(formatEuros(partner.json().capital_amount).replace(/\s/g, ' ')).toBe('7 500,00 €');

      // Own shares plus the remaining ones (none left) is the ceiling of an edit.
      const overOwn = await call('PUT', ownUrl, ownAnswers({ shareholders_value: 1251 }));
      expect(overOwn.statusCode).toBe(422);
      expect(overOwn.json().fields).toEqual({ shareholders_value: SHARES_ERROR });
      const list = (await call('GET', `/representatives?companyId=${companyId}`)).json() as {
        shareholders_value: number;
        percentage: number;
      }[];
      expect(list.map((entry) => entry.shareholders_value).sort()).toEqual([1250, 3750]);
      expect(list.reduce((total, entry) => total + entry.percentage, 0)).toBe(100);

      // Identity cards: the partner is beneficial owner and manager.
      const missingCard = await call('GET', `/companies/${companyId}/validate-representatives`);
      expect(missingCard.statusCode).toBe(422);
      expect(missingCard.json().messages).toEqual([
        expect.stringMatching(/^Jean Dupont\u00a0: Document manquant/),
      ]);
      await uploadPdf(
        t,
        user,
        `/representatives/${partner.json().id}/documents/identity_card?companyId=${companyId}`,
      );
      const valid = await call('GET', `/companies/${companyId}/validate-representatives?certified=true`);
      expect(valid.statusCode, valid.body).toBe(200);

      // 6. Terms: completion needs strong customer authentication, set up by e-mail.
      const challenged = await call('POST', `/companies/${companyId}/complete`, ACCEPTED_TERMS);
      expect(challenged.statusCode, challenged.body).toBe(399);
      const challengeId = challenged.json().challenge.id as string;
      const seen = new Set<string>();
      const init = await call('GET', '/sca/tokens/email/enroll/init');
      expect(init.statusCode).toBe(200);
      const activated = await call('POST', `/sca/tokens/${init.json().id}/enroll/activate`, {
        code: await codeSentTo(email, seen),
        challenge_id: init.json().challenge.id,
        token_id: init.json().id,
      });
      expect(activated.statusCode, activated.body).toBe(200);
      const triggered = await call('POST', `/sca/challenges/${challengeId}/trigger`, {
        token_id: init.json().id,
      });
      expect(triggered.statusCode, triggered.body).toBe(200);
      const validated = await call('POST', `/sca/challenges/${challengeId}/validate`, {
        challenge_id: challengeId,
        code: await codeSentTo(email, seen),
      });
      expect(validated.statusCode, validated.body).toBe(200);
      expect((await call('GET', `/signup/request/${request.uuid}`)).json()).toMatchObject({
        error: false,
        data: { status: 'processing' },
      });

      const completed = await t.app.inject({
        method: 'POST',
        url: `/companies/${companyId}/complete`,
        headers: { ...user.headers, 'x-sca-challenge': challengeId },
        payload: ACCEPTED_TERMS,
      });
      expect(completed.statusCode, completed.body).toBe(200);
      const { iban, rib, uuid } = completed.json();
      expect(iban).toMatch(/^FR\d{2}/);
      expect(ibanIsValid(iban)).toBe(true);

      // 7. Success: the RIB downloads; the signup request is done; the journey is closed.
      const pdf = await t.app.inject({
        method: 'GET',
        url: new URL(rib.pdf_url).pathname,
        headers: user.headers,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(rib.pdf_url).toContain(uuid);
      const text = await pdfText(new Uint8Array(pdf.rawPayload));
      expect(text).toContain(iban.replace(/(.{4})(?=.)/g, '$1 '));
      expect(text).toContain(`Cabinet dentaire ${legalForm}`);
      expect((await call('GET', `/signup/request/${request.uuid}`)).json()).toMatchObject({
        error: true,
        data: { status: 'completed' },
      });
      expect((await call('GET', '/user')).json()).toMatchObject({ complete: true });
      expect((await call('PUT', ownUrl, ownAnswers())).statusCode).toBe(302);
    });
  }
});
