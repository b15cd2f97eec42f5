import { formatIban } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { ibanIsValid } from '../companies/bank-checks';
import { signupCompany } from '../companies/company-bodies';
import { acceptEveryDocument, act, emailsTo } from '../decisions/decision-kit';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import {
  caseDeposit,
  getDeposit,
  holder,
  type OpenedDeposit,
  openDeposit,
  postTransfer,
  registerCompany,
  reviewAndApprove,
  transferBody,
} from './deposit-fixture';

/**
 * The registered company at the Kbis step (its SIREN checked by the domain's rule, its registered
 * name), corrected only by an operator reviewing the Kbis, and the company's current account the
 * enrollment opens with: a new IBAN in the registered name with that SIREN, in the opening's
 * transaction, named in the customer's e-mail; the blocked account stays the deposit's record.
 */
let t: TestApp;
let opened: OpenedDeposit;
let reviewer: SignedInOperator;
let approver: SignedInOperator;
let opener: SignedInOperator;

const REGISTERED = { siren: '732829320', registered_name: 'SELARL CABINET COMPTE' };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  approver = await signedIn(t, await newOperator(t, 'supervisor'));
  opener = await signedIn(t, await newOperator(t, 'supervisor'));
  opened = await openDeposit(t, 'Compte');
}, 120_000);
afterAll(async () => t?.close());

/** Every share paid and the certificate issued after the bank's review and approval. */
async function certified(deposit: OpenedDeposit) {
  const current = await getDeposit(t, deposit);
  for (const [name, payer, amount] of [
    ['Martin', 'Camille Martin', '6000.00'],
    ['Dupont', 'Jean Dupont', '4000.00'],
  ] as const) {
    const paid = await postTransfer(
      t,
      transferBody(deposit, {
        payer_name: payer,
        amount,
        reference: holder(current, name).transfer_reference,
      }),
    );
    expect(paid.json()).toMatchObject({ outcome: 'counted' });
  }
  await reviewAndApprove(t, deposit.companyId);
  expect((await getDeposit(t, deposit)).certificate).not.toBeNull();
}

const accountsOf = (companyId: string) =>
  t.deps.db
    .selectFrom('accounts')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .execute();

const statusOf = async (companyId: string) =>
  (
    await t.deps.db
      .selectFrom('companies')
      .select('opening_status')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
  ).opening_status;

describe('the registered company at the Kbis step', () => {
  it('is not asked before the deposit certificate', async () => {
    const early = await registerCompany(t, opened, REGISTERED);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/une fois l'attestation de dépôt délivrée/);
    expect((await getDeposit(t, opened)).registration).toBeNull();
  });

  it('checks the SIREN with the domain’s rule and asks the registered name, in the caller’s language', async () => {
    await certified(opened);
    const wrong = await registerCompany(t, opened, { siren: '732 829 321', registered_name: ' ' }, 'en');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({
      siren: 'This SIREN number is not valid',
      registered_name: 'This field is required',
    });
    const german = await registerCompany(t, opened, { siren: '12345', registered_name: 'X' }, 'de');
    expect(german.json().fields.siren).toMatch(/SIREN/);
    expect((await getDeposit(t, opened)).registration).toBeNull();
  });

  it('is recorded with its journal entry, the company takes the SIREN, and it is frozen once the Kbis is sent', async () => {
    // Another opening already under this SIREN: both are flagged once it is given.
    const otherUser = await createTestUser(t.deps);
    const other = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: otherUser.headers,
      payload: signupCompany({ name: 'Cabinet Jumeau', siret: '73282932000017' }),
    });
    expect(other.statusCode, other.body).toBe(201);

    const saved = await registerCompany(t, opened, { ...REGISTERED, siren: '732 829 320' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...REGISTERED, recorded_by: 'customer' });
    expect((await getDeposit(t, opened)).registration).toMatchObject(REGISTERED);
    const company = await t.deps.db
      .selectFrom('companies')
      .select('siren')
      .where('id', '=', opened.companyId)
      .executeTakeFirstOrThrow();
    expect(company.siren).toBe(REGISTERED.siren);
    const recorded = await journalEntries(t, 'capital_deposit.registration_recorded');
    expect(recorded).toEqual([
      expect.objectContaining({
        actor_type: 'customer',
        actor_id: opened.user.id,
        case_id: opened.companyId,
      }),
    ]);
    expect(JSON.parse(recorded[0]?.after_value ?? '{}')).toEqual(REGISTERED);

    const flags = await t.app.services.openingFlags.explained(opened.companyId);
    expect(flags.filter((flag) => flag.code === 'duplicate_siren')).toEqual([
      expect.objectContaining({
        siren: REGISTERED.siren,
        other_openings: [
          expect.objectContaining({ case_id: other.json().id, company_name: 'Cabinet Jumeau' }),
        ],
      }),
    ]);
    expect((await t.app.services.openingFlags.explained(other.json().id)).map((flag) => flag.code)).toContain(
      'duplicate_siren',
    );

    await uploadPdf(t, opened.user, `/companies/${opened.companyId}/capital-deposit/kbis`, 'kbis.pdf');
    expect(await statusOf(opened.companyId)).toBe('awaiting_registration');
    const late = await registerCompany(t, opened, { ...REGISTERED, registered_name: 'Autre nom' });
    expect(late.statusCode).toBe(409);
    expect((await getDeposit(t, opened)).registration?.registered_name).toBe(REGISTERED.registered_name);
  });

  it('is corrected only during the Kbis review, by an operator reviewing the case', async () => {
    const corrected = { siren: REGISTERED.siren, registered_name: 'SELARL CABINET COMPTE ET ASSOCIES' };
    const put = (operator: SignedInOperator) =>
      t.app.inject({
        method: 'PUT',
        url: `/backoffice/cases/${opened.companyId}/capital-deposit/registration`,
        headers: operator.writeHeaders,
        payload: corrected,
      });
    // Not under review: 409; an auditor: 403 by role.
    expect((await put(reviewer)).statusCode).toBe(409);
    const auditor = await signedIn(t, await newOperator(t, 'auditor'));
    expect((await put(auditor)).statusCode).toBe(403);

    expect((await act(t, reviewer, `/backoffice/cases/${opened.companyId}/review`)).statusCode).toBe(200);
    // A supervisor who does not review the case may not change what they are to approve.
    const notReviewing = await put(approver);
    expect(notReviewing.statusCode).toBe(403);
    expect(notReviewing.json().message).toMatch(/opérateur qui instruit ce dossier/);

    const fixed = await put(reviewer);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ ...corrected, recorded_by: 'operator' });
    expect((await caseDeposit(t, approver, opened.companyId)).registration).toMatchObject({
      ...corrected,
      recorded_by: 'operator',
      operator: { id: reviewer.operatorId },
    });
    const entries = await journalEntries(t, 'capital_deposit.registration_recorded');
    expect(entries.at(-1)).toMatchObject({ actor_type: 'operator', actor_id: reviewer.operatorId });
    expect(JSON.parse(entries.at(-1)?.before_value ?? '{}')).toEqual(REGISTERED);
  });
});

describe('opening an enrollment', () => {
  it('creates the company’s current account in the registered name with its SIREN, and e-mails its IBAN', async () => {
    await acceptEveryDocument(t, reviewer, opened.companyId);
    const approved = await act(t, approver, `/backoffice/cases/${opened.companyId}/approve`);
    expect(approved.json()).toEqual({ status: 'awaiting_registration' });
    const [blocked] = await accountsOf(opened.companyId);

    const opening = await act(t, opener, `/backoffice/cases/${opened.companyId}/open`);
    expect(opening.statusCode, opening.body).toBe(200);
    expect(opening.json()).toEqual({ status: 'open' });

    const accounts = await accountsOf(opened.companyId);
    expect(accounts.map((account) => account.kind)).toEqual(['capital_deposit', 'current']);
    const current = accounts[1];
    expect(accounts[0]).toEqual(blocked);
    expect(current).toMatchObject({
      holder_name: 'SELARL CABINET COMPTE ET ASSOCIES',
      holder_siren: REGISTERED.siren,
      user_id: opened.user.id,
      terms_accepted_at: blocked?.terms_accepted_at,
      consent_accepted_at: blocked?.consent_accepted_at,
    });
    expect(ibanIsValid(current?.iban ?? '')).toBe(true);
    expect(current?.iban).not.toBe(blocked?.iban);

    const mail = (await emailsTo(t, opened.emails.founder)).find((sent) =>
      sent.subject?.includes('est ouvert'),
    );
    expect(mail?.body_text).toContain(formatIban(current?.iban ?? '?'));
    expect(mail?.body_text).not.toContain(formatIban(blocked?.iban ?? '?'));

    expect(await journalEntries(t, 'account.opened')).toEqual([
      expect.objectContaining({
        actor_type: 'operator',
        actor_id: opener.operatorId,
        case_id: opened.companyId,
      }),
    ]);
    // The customer's application page names the current account; the deposit keeps its blocked one.
    const application = await t.app.inject({
      method: 'GET',
      url: `/companies/${opened.companyId}/application`,
      headers: opened.user.headers,
    });
    expect(application.json().account).toMatchObject({
      iban: current?.iban,
      holder_name: current?.holder_name,
      rib: { pdf_url: expect.stringContaining(`/accounts/${current?.uuid}/rib.pdf`) },
    });
    // The tracking page's RIB is the blocked account's, to hand to the shareholders.
    const deposit = await getDeposit(t, opened);
    expect(deposit.account.iban).toBe(blocked?.iban);
    expect(deposit.account.rib.pdf_url).toContain(`/accounts/${blocked?.uuid}/rib.pdf`);
  });

  it('is refused without the registration on record, and nothing is opened', async () => {
    const legacy = await openDeposit(t, 'Ancien');
    await certified(legacy);
    expect((await registerCompany(t, legacy, { ...REGISTERED, siren: '552100554' })).statusCode).toBe(200);
    await uploadPdf(t, legacy.user, `/companies/${legacy.companyId}/capital-deposit/kbis`, 'kbis.pdf');
    await reviewAndApprove(t, legacy.companyId);
    // An opening whose Kbis came before the registration was asked for.
    await t.deps.db
      .updateTable('capital_deposits')
      .set({ registered_siren: null, registered_name: null, registered_at: null })
      .where('company_id', '=', legacy.companyId)
      .execute();
    const refused = await act(t, opener, `/backoffice/cases/${legacy.companyId}/open`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/SIREN et la dénomination de la société immatriculée/);
    expect(await statusOf(legacy.companyId)).toBe('awaiting_registration');
    expect((await accountsOf(legacy.companyId)).map((account) => account.kind)).toEqual(['capital_deposit']);
  });
});
