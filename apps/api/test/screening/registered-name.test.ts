import type { ScreeningHitReply } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import {
  getDeposit,
  holder,
  type OpenedDeposit,
  openDeposit,
  postTransfer,
  registerCompany,
  reviewAndApprove,
  transferBody,
} from '../capital-deposit/deposit-fixture';
import { acceptEveryDocument, act } from '../decisions/decision-kit';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from './screening-fixtures';

/**
 * The company's registered name, given at the Kbis step, is the name its current account opens
 * in: it is screened when it is given, as any change of the case once it is with the bank, and
 * again with the whole base. A listed name holds the approval on the Kbis back, and the opening
 * with it, until an operator disposes of the hit.
 */
/** A listed body of the demo national register ("Personne morale" 9031), with a French legal form. */
const LISTED_REGISTERED_NAME = 'SOCIETE FINANCIERE DU SAHEL ORIENTAL SELARL';
const LISTED_ENTRY_ID = '9031';

let t: TestApp;
let opened: OpenedDeposit;
let reviewer: SignedInOperator;
let secondReviewer: SignedInOperator;
let supervisor: SignedInOperator;

const caseHits = async (): Promise<ScreeningHitReply[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${opened.companyId}/screening-hits`,
    headers: reviewer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const onRegisteredName = (hits: readonly ScreeningHitReply[]) =>
  hits.filter((hit) => hit.subject_name === LISTED_REGISTERED_NAME);

/** A false positive with its reason: a strong hit proposed by one operator, cleared by another. */
async function clear(hitId: string) {
  const disposed = await t.app.inject({
    method: 'POST',
    url: `/backoffice/screening/hits/${hitId}/disposition`,
    headers: reviewer.writeHeaders,
    payload: { disposition: 'false_positive', reason: 'Société de santé sans lien avec l’entité listée' },
  });
  expect(disposed.statusCode, disposed.body).toBe(200);
  if (disposed.json().status === 'cleared') return;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/backoffice/screening/hits/${hitId}/confirm`,
    headers: secondReviewer.writeHeaders,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  secondReviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
  opened = await openDeposit(t, 'Sahel');
  // Every share paid, the certificate issued after the bank's review and approval.
  const deposit = await getDeposit(t, opened);
  for (const [name, payer, amount] of [
    ['Martin', 'Camille Martin', '6000.00'],
    ['Dupont', 'Jean Dupont', '4000.00'],
  ] as const) {
    const paid = await postTransfer(
      t,
      transferBody(opened, {
        payer_name: payer,
        amount,
        reference: holder(deposit, name).transfer_reference,
      }),
    );
    expect(paid.json()).toMatchObject({ outcome: 'counted' });
  }
  await reviewAndApprove(t, opened.companyId);
  expect((await getDeposit(t, opened)).certificate).not.toBeNull();
}, 120_000);
afterAll(async () => t?.close());

describe('the registered name given at the Kbis step', () => {
  it('is screened when it is given: a listed name is a hit on the case', async () => {
    // Nobody of the case, nor its declared name, is listed.
    expect(await caseHits()).toEqual([]);
    const given = await registerCompany(t, opened, {
      siren: '732829320',
      registered_name: LISTED_REGISTERED_NAME,
    });
    expect(given.statusCode, given.body).toBe(200);
    const hits = await caseHits();
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).toEqual(onRegisteredName(hits));
    expect(hits.map((hit) => [hit.subject_type, hit.status])).toContainEqual(['company', 'open']);
    expect(hits.map((hit) => [hit.list, hit.entry_id])).toContainEqual(['fr_gels', LISTED_ENTRY_ID]);
  });

  it('holds the approval on the Kbis back with the gate’s words until the hit is disposed, then the account opens in that name', async () => {
    await uploadPdf(t, opened.user, `/companies/${opened.companyId}/capital-deposit/kbis`, 'kbis.pdf');
    expect((await act(t, reviewer, `/backoffice/cases/${opened.companyId}/review`)).statusCode).toBe(200);
    await acceptEveryDocument(t, reviewer, opened.companyId);

    const refused = await act(t, supervisor, `/backoffice/cases/${opened.companyId}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Une alerte de criblage de ce dossier attend sa décision\u00a0: levez-la ou confirmez-la avant de valider.',
    );
    // Without the approval on the Kbis, nobody opens the account either.
    const early = await act(t, supervisor, `/backoffice/cases/${opened.companyId}/open`);
    expect(early.statusCode).toBe(409);

    for (const hit of await caseHits()) await clear(hit.id);
    const approved = await act(t, supervisor, `/backoffice/cases/${opened.companyId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status: 'awaiting_registration' });
    const opener = await signedIn(t, await newOperator(t, 'supervisor'));

    // A hit raised after the approval (here a rescreen of the base finding the name again, as a
    // new publication would) holds the opening back until it is disposed of, in the gate's words.
    await t.deps.db.deleteFrom('screening_hits').execute();
    await t.app.services.screening.rescreenBase({ pageSize: 10 });
    expect(onRegisteredName(await caseHits()).length).toBeGreaterThan(0);
    const held = await act(t, opener, `/backoffice/cases/${opened.companyId}/open`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      "Une alerte de criblage de ce dossier attend sa décision\u00a0: levez-la ou confirmez-la avant d'ouvrir le compte.",
    );
    const decisions = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${opened.companyId}/decisions`,
      headers: opener.headers,
    });
    expect(decisions.json()).toMatchObject({ status: 'awaiting_registration', screening_hits_open: true });
    for (const hit of await caseHits()) await clear(hit.id);

    const opening = await act(t, opener, `/backoffice/cases/${opened.companyId}/open`);
    expect(opening.statusCode, opening.body).toBe(200);
    const current = await t.deps.db
      .selectFrom('accounts')
      .select('holder_name')
      .where('company_id', '=', opened.companyId)
      .where('kind', '=', 'current')
      .executeTakeFirstOrThrow();
    expect(current.holder_name).toBe(LISTED_REGISTERED_NAME);
  });

  it('is screened again with the whole base', async () => {
    await t.deps.db.deleteFrom('screening_hits').execute();
    const run = await t.app.services.screening.rescreenBase({ pageSize: 1 });
    expect(run.finished_at).not.toBeNull();
    expect(run.done).toBe(run.total);
    const hits = await caseHits();
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).toEqual(onRegisteredName(hits));
    expect(hits.map((hit) => [hit.list, hit.entry_id])).toContainEqual(['fr_gels', LISTED_ENTRY_ID]);
  });
});
