import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { act, emailsTo } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/test-user';
import { answerWithEmail } from '../sca/sca-test-kit';
import {
  caseDeposit,
  getDeposit,
  holder,
  IBANS,
  type OpenedDeposit,
  onHeld,
  openDeposit,
  postTransfer,
  transferBody,
} from './deposit-fixture';

/**
 * An enrollment withdrawn (or refused) before its account opened: the capital its shareholders
 * paid in goes back to them through the bank's four-eyes return, counted contributions included;
 * the case says what is still due, each payer is e-mailed, the journal keeps both supervisors.
 * While the capital is being paid in, a counted contribution is never returned.
 */
let t: TestApp;
let opened: OpenedDeposit;
let alice: SignedInOperator;
let bruno: SignedInOperator;
let auditor: SignedInOperator;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  opened = await openDeposit(t, 'Rendu');
  alice = await signedIn(t, await newOperator(t, 'supervisor'));
  bruno = await signedIn(t, await newOperator(t, 'supervisor'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
}, 120_000);
afterAll(async () => t?.close());

/** Two counted contributions, one per shareholder, short of the capital: the deposit stays live. */
async function payTwoShares(deposit: OpenedDeposit) {
  const shareholders = await getDeposit(t, deposit);
  for (const [name, amount] of [
    ['Martin', '3000.00'],
    ['Dupont', '1000.00'],
  ] as const) {
    const shareholder = holder(shareholders, name);
    const posted = await postTransfer(
      t,
      transferBody(deposit, {
        payer_name: shareholder.name,
        amount,
        reference: shareholder.transfer_reference,
      }),
    );
    expect(posted.json().outcome).toBe('counted');
  }
}

/** The customer's withdrawal as the web makes it: 399, the e-mailed code, the retry. */
async function withdraw(user: TestUser, companyId: string) {
  const url = `/companies/${companyId}/withdraw`;
  const first = await t.app.inject({ method: 'POST', url, headers: user.headers });
  expect(first.statusCode, first.body).toBe(399);
  const challenge = await answerWithEmail(t.app, t.deps, user, first.json().challenge.id);
  const done = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, 'x-sca-challenge': challenge },
  });
  expect(done.statusCode, done.body).toBe(200);
}

const transferOf = async (payer: string, caseId = opened.companyId) => {
  const found = (await caseDeposit(t, alice, caseId)).transfers.find((row) => row.payer_name === payer);
  if (!found) throw new Error(`no transfer from ${payer}`);
  return found;
};

describe('a counted contribution of a deposit still being paid in', () => {
  it('cannot be returned: 409 in the operator’s language, nothing proposed', async () => {
    await payTwoShares(opened);
    const counted = await transferOf('Jean Dupont');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/backoffice/cases/${opened.companyId}/capital-deposit/transfers/${counted.id}/return`,
      headers: { ...alice.writeHeaders, 'x-language': 'en' },
      payload: { note: 'Remboursement' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This transfer is part of the capital being paid in: it can only be returned once the opening is withdrawn or refused before the account opens.',
    );
    const deposit = await caseDeposit(t, alice, opened.companyId);
    expect(deposit.repayment).toBeNull();
    expect(deposit.transfers.every((row) => row.proposal === null)).toBe(true);
    expect(deposit.amount_received).toBe('4000.00');
  });
});

describe('an enrollment withdrawn before its account opened', () => {
  it('has both counted contributions due back to their payers', async () => {
    await withdraw(opened.user, opened.companyId);
    for (const operator of [alice, auditor]) {
      const deposit = await caseDeposit(t, operator, opened.companyId);
      expect(deposit.opening_status).toBe('closed');
      expect(deposit.repayment).toEqual({ amount_due: '4000.00', transfers_due: 2 });
    }
  });

  it('returns one on a supervisor’s proposal and a second one’s confirmation, never the proposer’s', async () => {
    const jean = await transferOf('Jean Dupont');
    // Released to a company that will never have its account: refused, return only.
    const release = await onHeld(t, alice, opened.companyId, jean.id, 'release', { note: 'non' });
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toMatch(/ne peut plus qu'être renvoyé à son payeur/);

    const proposed = await onHeld(t, alice, opened.companyId, jean.id, 'return', {
      note: 'Ouverture retirée par la demandeuse',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({
      outcome: 'counted',
      proposal: { action: 'return', proposed_by: { id: alice.operatorId } },
    });
    const self = await onHeld(t, alice, opened.companyId, jean.id, 'confirm');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/un autre superviseur doit la confirmer/);

    await t.deps.db.updateTable('users').set({ language: 'de' }).where('id', '=', opened.user.id).execute();
    const confirmed = await onHeld(t, bruno, opened.companyId, jean.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      outcome: 'returned',
      proposal: null,
      decision: {
        action: 'return',
        proposed_by: { id: alice.operatorId },
        confirmed_by: { id: bruno.operatorId },
      },
      return_transfer: {
        beneficiary_name: 'Jean Dupont',
        beneficiary_iban: IBANS.france,
        amount: '1000.00',
        status: 'asked',
      },
    });
    const deposit = await caseDeposit(t, alice, opened.companyId);
    expect(deposit.repayment).toEqual({ amount_due: '3000.00', transfers_due: 1 });
    expect(deposit.amount_received).toBe('3000.00');
    expect(deposit.shareholders.find((row) => row.name === 'Jean Dupont')?.amount_received).toBe('0.00');
  });

  it('e-mails the payer in their language why the money comes back, without the bank’s note', async () => {
    const mails = (await emailsTo(t, opened.emails.partner)).filter((mail) =>
      mail.subject?.includes('erstattet'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `${t.deps.config.brand.name}: Das für Cabinet Rendu eingezahlte Kapital wird Ihnen erstattet`,
    );
    const text = mails[0]?.body_text ?? '';
    for (const expected of ['zurückgezogen oder abgelehnt', '1.000\u00a0€', 'Jean Dupont']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Ouverture retirée');
    expect(text).not.toContain(IBANS.france);
    // The applicant is not told a held transfer was refused: nothing of the kind was sent.
    expect(
      (await emailsTo(t, opened.emails.founder)).filter((mail) => mail.subject?.includes('zurückgesendet')),
    ).toEqual([]);
  });

  it('may be declined, and leaves nothing due once the second one is returned', async () => {
    const camille = await transferOf('Camille Martin');
    expect(
      (await onHeld(t, bruno, opened.companyId, camille.id, 'return', { note: 'Retrait' })).statusCode,
    ).toBe(200);
    const declined = await onHeld(t, alice, opened.companyId, camille.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ outcome: 'counted', proposal: null });
    expect((await caseDeposit(t, alice, opened.companyId)).repayment?.transfers_due).toBe(1);

    expect(
      (await onHeld(t, bruno, opened.companyId, camille.id, 'return', { note: 'Retrait' })).statusCode,
    ).toBe(200);
    expect((await onHeld(t, alice, opened.companyId, camille.id, 'confirm')).statusCode).toBe(200);
    const deposit = await caseDeposit(t, alice, opened.companyId);
    expect(deposit.repayment).toEqual({ amount_due: '0.00', transfers_due: 0 });
    expect(deposit.amount_received).toBe('0.00');
    // Returned once: a second return is refused.
    const again = await onHeld(t, bruno, opened.companyId, camille.id, 'return', { note: 'encore' });
    expect(again.statusCode).toBe(409);
    // Camille is the payer: her own e-mail, in the applicant's language.
    expect(
      (await emailsTo(t, opened.emails.founder)).filter((mail) => mail.subject?.includes('erstattet')),
    ).toHaveLength(1);
    const page = await getDeposit(t, opened);
    expect(page.amount_received).toBe('0.00');
    expect(page.shareholders.flatMap((row) => row.transfers.map((transfer) => transfer.outcome))).toEqual([
      'returned',
      'returned',
    ]);
  });

  it('is journaled with each supervisor and the outcome it had, and the journal verifies', async () => {
    const returned = (await journalEntries(t, 'capital_deposit.transfer_returned')).filter(
      (entry) => entry.case_id === opened.companyId,
    );
    expect(returned.map((entry) => entry.actor_id)).toEqual([bruno.operatorId, alice.operatorId]);
    expect(JSON.parse(returned[0]?.before_value ?? '{}')).toMatchObject({ outcome: 'counted' });
    expect(JSON.parse(returned[0]?.after_value ?? '{}')).toMatchObject({
      outcome: 'returned',
      proposed_by: alice.operatorId,
      confirmed_by: bruno.operatorId,
      amount_cents: 100_000,
      due_back: true,
      return_transfer: { iban: IBANS.france },
    });
    const chain = await t.app.inject({
      method: 'GET',
      url: '/backoffice/audit/verify',
      headers: auditor.headers,
    });
    expect(chain.json()).toMatchObject({ ok: true });
  });
});

describe('an enrollment refused before its account opened', () => {
  it('has its counted contributions due back too', async () => {
    const refusedCase = await openDeposit(t, 'Refus');
    await payTwoShares(refusedCase);
    const refused = await act(t, alice, `/backoffice/cases/${refusedCase.companyId}/refuse`, {
      reason_code: 'other',
      note: 'Dossier incomplet',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const deposit = await caseDeposit(t, alice, refusedCase.companyId);
    expect(deposit.repayment).toEqual({ amount_due: '4000.00', transfers_due: 2 });
    const counted = await transferOf('Jean Dupont', refusedCase.companyId);
    expect(
      (await onHeld(t, alice, refusedCase.companyId, counted.id, 'return', { note: 'Refus' })).statusCode,
    ).toBe(200);
  });
});
