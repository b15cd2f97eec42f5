import { formatListDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getDeposit,
  holder,
  openDeposit,
  postTransfer,
  transferBody,
} from '../capital-deposit/deposit-fixture';
import { signupCompany } from '../companies/company-bodies';
import { completeWithSca, readySignupCompany } from '../companies/ready-company';
import { emailsTo, fakeRegistry, journalEntries, statusOf, submittedSignup } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { createRequest, newPartner, operatingCompanyRequest, partnerToken } from '../partners/partner-kit';
import { answerWithEmail, enrollCodeMethod } from '../sca/sca-test-kit';
import { move } from '../status-reports/report-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

const withdraw = (user: TestUser, companyId: string, challengeId?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/withdraw`,
    headers: { ...user.headers, ...(challengeId ? { 'x-sca-challenge': challengeId } : {}) },
  });

/** The withdrawal as the web app makes it: 399, the e-mailed code, then the retry with the challenge. */
async function withdrawWithSca(user: TestUser, companyId: string) {
  const first = await withdraw(user, companyId);
  expect(first.statusCode, first.body).toBe(399);
  return withdraw(user, companyId, await answerWithEmail(t.app, t.deps, user, first.json().challenge.id));
}

const closingMoves = (companyId: string) =>
  t.deps.db
    .selectFrom('opening_events')
    .select(['from_status', 'to_status', 'actor_kind', 'actor_id', 'details'])
    .where('company_id', '=', companyId)
    .where('to_status', '=', 'closed')
    .execute();

describe('a customer withdraws an opening', () => {
  it('closes a submitted opening as withdrawn only after strong authentication', async () => {
    const { user, caseId } = await submittedSignup(t);
    const withdrawn = await withdrawWithSca(user, caseId);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ status: 'closed', reason: 'withdrawn' });
    expect(await statusOf(t, caseId)).toBe('closed');

    const [move] = await closingMoves(caseId);
    expect(move).toMatchObject({ from_status: 'submitted', actor_kind: 'customer', actor_id: user.id });
    expect(JSON.parse(move?.details ?? '{}')).toEqual({ reason: 'withdrawn' });
    const journal = (await journalEntries(t, 'opening.moved')).filter((entry) => entry.case_id === caseId);
    expect(journal.at(-1)?.after_value).toContain('"reason":"withdrawn"');
    // The customer reads it on their application page.
    const page = await t.app.inject({ url: `/companies/${caseId}/application`, headers: user.headers });
    expect(page.json().status).toBe('closed');
    // Told as a withdrawal, not as an account the bank closed.
    expect(page.json().withdrawn).toBe(true);
    expect(page.json().history.at(-1)).toMatchObject({ status: 'closed', by: 'customer', withdrawn: true });
    expect((await t.deps.audit.verify()).ok).toBe(true);
  });

  it('refuses a second withdrawal with a 409 before asking for authentication', async () => {
    const { user, caseId } = await submittedSignup(t);
    expect((await withdrawWithSca(user, caseId)).statusCode).toBe(200);
    const again = await withdraw(user, caseId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/ne peut plus être retirée/);
    expect(await closingMoves(caseId)).toHaveLength(1);
  });

  it("answers 404 for another customer's opening and leaves it as it was", async () => {
    const { caseId } = await submittedSignup(t);
    const stranger = await createTestUser(t.deps);
    expect((await withdraw(stranger, caseId)).statusCode).toBe(404);
    expect(await statusOf(t, caseId)).toBe('submitted');
  });

  it("records that a withdrawn enrollment's received transfers are to be returned to their payers", async () => {
    const opened = await openDeposit(t, 'Retrait');
    const deposit = await getDeposit(t, opened);
    const paid = await postTransfer(
      t,
      transferBody(opened, {
        payer_name: 'Camille Martin',
        amount: '6000.00',
        reference: holder(deposit, 'Martin').transfer_reference,
      }),
    );
    expect(paid.json().outcome).toBe('counted');
    const withdrawn = await withdrawWithSca(opened.user, opened.companyId);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [toReturn] = (await journalEntries(t, 'capital_deposit.transfers_to_return')).filter(
      (entry) => entry.case_id === opened.companyId,
    );
    expect(JSON.parse(toReturn?.after_value ?? '{}')).toMatchObject({
      reason: 'withdrawn',
      count: 1,
      transfers: [{ outcome: 'counted' }],
    });
    // The applicant reads that the money comes back to those who paid it.
    const told = (await emailsTo(t, opened.emails.founder)).at(-1);
    expect(told?.subject).toBe(
      'Pro Santé Banque\u00a0: votre demande d’ouverture de compte pour Cabinet Retrait est retirée',
    );
    expect(told?.body_text).toContain(
      "Les virements déjà reçus sur le compte bloqué du dépôt du capital seront rendus par la banque aux comptes d'où ils viennent.",
    );
  });
});

/** The company's name as saved, which the e-mails name. */
const companyName = async (companyId: string) =>
  (
    await t.deps.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
  ).name;

describe('the customer is e-mailed that their request is withdrawn', () => {
  it('in their language, with the date their submitted data will be erased (kept by law until then)', async () => {
    const { user, caseId } = await submittedSignup(t);
    await t.deps.db.updateTable('users').set({ language: 'en' }).where('id', '=', user.id).execute();
    expect((await withdrawWithSca(user, caseId)).statusCode).toBe(200);
    const [closing] = await t.deps.db
      .selectFrom('opening_events')
      .select('at')
      .where('company_id', '=', caseId)
      .where('to_status', '=', 'closed')
      .execute();
    const until = new Date(closing?.at ?? '');
    until.setUTCFullYear(until.getUTCFullYear() + 5);
    const told = (await emailsTo(t, user.email)).at(-1);
    expect(told?.subject).toBe(
      `Pro Santé Banque: your account opening request for ${await companyName(caseId)} is withdrawn`,
    );
    expect(told?.body_text).toContain(
      'requires its data and documents to be kept 5 years after the relationship ends: they will be erased on',
    );
    expect(told?.body_text).toContain(formatListDate(until, 'en'));
    expect(told?.body_text).not.toMatch(/[{}]|email\.opening\.|is closed/);
  });

  it('in German for an opening never submitted: erased after the days without activity', async () => {
    const user = await createTestUser(t.deps);
    await t.deps.db.updateTable('users').set({ language: 'de' }).where('id', '=', user.id).execute();
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: user.headers,
      payload: signupCompany(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const companyId = created.json().id as string;
    // The e-mailed code the submission would have set up, for the withdrawal's authentication.
    await enrollCodeMethod(t.app, t.deps, user, 'email');
    expect((await withdrawWithSca(user, companyId)).statusCode).toBe(200);
    const told = (await emailsTo(t, user.email)).at(-1);
    expect(told?.subject).toBe(
      `Pro Santé Banque: Ihr Antrag auf Kontoeröffnung für ${await companyName(companyId)} ist zurückgezogen`,
    );
    expect(told?.body_text).toContain(
      'werden seine Daten und Dokumente nach 90 Tagen ohne Aktivität Ihrerseits gelöscht',
    );
    expect(told?.body_text).not.toContain('Sperrkonto');
  });
});

describe('a partner withdraws a request it created', () => {
  it('cancels the request; a second withdrawal is a 409 and another partner gets a 404', async () => {
    const partner = await newPartner(t);
    const headers = await partnerToken(t, partner);
    const created = await createRequest(t, headers, 'withdraw-1', operatingCompanyRequest());
    const url = `/partner/v1/signup-requests/${created.uuid}/withdraw`;

    const other = await partnerToken(t, await newPartner(t));
    expect((await t.app.inject({ method: 'POST', url, headers: other })).statusCode).toBe(404);

    const withdrawn = await t.app.inject({ method: 'POST', url, headers });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().status).toBe('cancelled');
    expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(409);
    const [entry] = (await journalEntries(t, 'partner.signup_request_withdrawn')).filter(
      (row) => row.object_id === created.uuid,
    );
    expect(entry?.actor_id).toBe(partner.id);
  });
});

/**
 * A partner's request whose customer took it and submitted the opening over the real routes
 * (completion marks the request completed), with the information-exchange consent ticked.
 */
async function submittedFromPartnerRequest(key: string) {
  const partner = await newPartner(t);
  const headers = await partnerToken(t, partner);
  const created = await createRequest(t, headers, key, operatingCompanyRequest());
  const user = await createTestUser(t.deps);
  const caseId = await readySignupCompany(t, user);
  await t.deps.db
    .updateTable('companies')
    .set({ signup_request_id: created.uuid })
    .where('id', '=', caseId)
    .execute();
  await t.deps.db
    .updateTable('signup_requests')
    .set({ user_id: user.id, status: 'processing' })
    .where('id', '=', created.uuid)
    .execute();
  const completed = await completeWithSca(t, user, caseId);
  expect(completed.statusCode, completed.body).toBe(200);
  return { partner, headers, uuid: created.uuid, user, caseId };
}

const partnerWithdraw = (uuid: string, headers: { authorization: string }, language = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: `/partner/v1/signup-requests/${uuid}/withdraw`,
    headers: { ...headers, 'x-language': language },
  });

describe('a partner withdraws an opening its request began, until the account opens', () => {
  it('closes a submitted opening as withdrawn, and its status report tells the partner', async () => {
    const { partner, headers, uuid, user, caseId } = await submittedFromPartnerRequest('withdraw-submitted');
    const withdrawn = await partnerWithdraw(uuid, headers);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // The request was submitted, and stays so; its opening reads closed.
    expect(withdrawn.json()).toMatchObject({ uuid, status: 'completed', opening_status: 'closed' });
    expect(await statusOf(t, caseId)).toBe('closed');
    const [closing] = await closingMoves(caseId);
    expect(closing).toMatchObject({ from_status: 'submitted', actor_kind: 'partner', actor_id: partner.id });
    expect(JSON.parse(closing?.details ?? '{}')).toEqual({ reason: 'withdrawn' });

    const feed = await t.app.inject({ url: '/partner/v1/events?limit=100', headers });
    const reports = (feed.json().items as { type: string; opening_reference: string }[]).filter(
      (item) => item.opening_reference === caseId,
    );
    expect(reports.map((item) => item.type)).toEqual(['opening.in_opening', 'opening.closed']);
    expect((await t.deps.audit.verify()).ok).toBe(true);
    // The customer is told their request is withdrawn (no account was ever open to close).
    const told = (await emailsTo(t, user.email)).at(-1);
    expect(told?.subject).toMatch(
      /^Pro Santé Banque\u00a0: votre demande d’ouverture de compte pour .+ est retirée$/,
    );
    expect(told?.body_text).toContain("la banque ne l'examinera plus et aucun compte ne sera ouvert");
  });

  it('refuses an opened account with a 409 that says so, in the caller’s language, and leaves it open', async () => {
    const { headers, uuid, caseId } = await submittedFromPartnerRequest('withdraw-opened');
    await move(t, caseId, 'under_review', 'awaiting_first_transfer', 'open');
    const refused = await partnerWithdraw(uuid, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cette ouverture ne peut plus être retirée\u00a0: le compte est ouvert ou le dossier est clos.',
    );
    const inEnglish = await partnerWithdraw(uuid, headers, 'en');
    expect(inEnglish.json().message).toBe(
      'This opening can no longer be withdrawn: the account is open or the case is closed.',
    );
    expect(await statusOf(t, caseId)).toBe('open');
    expect(await closingMoves(caseId)).toHaveLength(0);
  });

  it('says a request nobody began is already withdrawn when asked twice', async () => {
    const headers = await partnerToken(t, await newPartner(t));
    const created = await createRequest(t, headers, 'withdraw-twice', operatingCompanyRequest());
    expect((await partnerWithdraw(created.uuid, headers)).statusCode).toBe(200);
    const again = await partnerWithdraw(created.uuid, headers, 'de');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Dieser Antrag ist bereits zurückgezogen.');
  });
});
