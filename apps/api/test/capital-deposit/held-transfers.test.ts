import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { emailsTo } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  caseDeposit,
  getDeposit,
  holder,
  IBANS,
  type OpenedDeposit,
  onHeld,
  openDeposit,
  postTransfer,
  recordOf,
  transferBody,
} from './deposit-fixture';

/**
 * What the bank does with a held capital contribution, four-eyes: one supervisor proposes to
 * release it to its shareholder or to return it to its payer, a second one confirms it; the
 * applicant is e-mailed in their language, the journal keeps both supervisors, the customer's
 * page shows what became of the money.
 */
let t: TestApp;
let opened: OpenedDeposit;
let alice: SignedInOperator;
let bruno: SignedInOperator;
let reviewer: SignedInOperator;
let auditor: SignedInOperator;
let jean: string;
let camille: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  opened = await openDeposit(t, 'Held');
  alice = await signedIn(t, await newOperator(t, 'supervisor'));
  bruno = await signedIn(t, await newOperator(t, 'supervisor'));
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
  const deposit = await getDeposit(t, opened);
  jean = holder(deposit, 'Dupont').transfer_reference;
  camille = holder(deposit, 'Martin').transfer_reference;
}, 120_000);
afterAll(async () => t?.close());

/** A transfer posted by the bank feed, and the bank's record of it on the case. */
async function received(overrides: Record<string, unknown>) {
  const body = transferBody(opened, overrides);
  const response = await postTransfer(t, body);
  expect(response.statusCode, response.body).toBe(201);
  return recordOf(t, alice, opened.companyId, body.transfer_id);
}

const setLanguage = (language: string) =>
  t.deps.db.updateTable('users').set({ language }).where('id', '=', opened.user.id).execute();

describe("the deposit section of an enrollment's case", () => {
  it('shows every role the blocked account, each share and every transfer with its outcome and reason', async () => {
    await received({
      payer_name: 'Jean Dupont',
      payer_iban: IBANS.turkey,
      amount: '400.00',
      reference: jean,
    });
    await received({ reference: 'sans référence', amount: '12.00' });
    for (const operator of [alice, reviewer, auditor]) {
      const deposit = await caseDeposit(t, operator, opened.companyId);
      expect(deposit.account.iban).toBe(opened.completed.iban);
      expect(deposit.capital_amount).toBe('10000.00');
      expect(
        deposit.shareholders.map((row) => [row.name, row.amount_due, row.amount_received, row.amount_held]),
      ).toEqual([
        ['Camille Martin', '6000.00', '0.00', '0.00'],
        ['Jean Dupont', '4000.00', '0.00', '400.00'],
      ]);
      expect(deposit.transfers.map((row) => [row.shareholder_name, row.outcome, row.hold_reason])).toEqual([
        ['Jean Dupont', 'held', 'payer_outside_sepa'],
        // No reference: seen on the deposit it credited, belonging to no shareholder.
        [null, 'unmatched', 'unknown_reference'],
      ]);
      expect(deposit.transfers[0]).toMatchObject({
        payer_iban: IBANS.turkey,
        proposal: null,
        decision: null,
        return_transfer: null,
      });
      expect(deposit.certificate).toBeNull();
    }
  });

  it('is 404 for a case without a deposit, and its actions are the supervisors’ only', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/backoffice/cases/no-such-case/capital-deposit',
      headers: alice.headers,
    });
    expect(missing.statusCode).toBe(404);
    const held = (await caseDeposit(t, alice, opened.companyId)).transfers[0];
    for (const operator of [reviewer, auditor]) {
      const refused = await onHeld(t, operator, opened.companyId, held?.id ?? '', 'release', { note: 'ok' });
      expect(refused.statusCode).toBe(403);
    }
    expect((await caseDeposit(t, alice, opened.companyId)).transfers[0]?.proposal).toBeNull();
  });
});

describe('returning a held transfer to its payer', () => {
  it('flags the payer who is not the shareholder, with who paid and who should have', async () => {
    const held = await received({ payer_name: 'SCI Les Tilleuls', amount: '4000.00', reference: jean });
    expect(held).toMatchObject({ outcome: 'held', hold_reason: 'payer_name_mismatch' });
    const flags = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${opened.companyId}/flags`,
      headers: reviewer.headers,
    });
    expect(flags.statusCode).toBe(200);
    expect(flags.json()).toContainEqual({
      code: 'payer_mismatch',
      id: expect.any(String),
      raised_at: expect.any(String),
      transfer_kind: 'capital_contribution',
      payer_name: 'SCI Les Tilleuls',
      expected_name: 'Jean Dupont',
      amount: '4000.00',
    });
    // Held from outside the SEPA area, the payer is the shareholder: no such flag for it.
    expect(
      (flags.json() as { code: string }[]).filter((flag) => flag.code === 'payer_mismatch'),
    ).toHaveLength(1);
  });

  it('is proposed with why by one supervisor and carried out only when a second confirms it', async () => {
    const held = (await caseDeposit(t, alice, opened.companyId)).transfers.find(
      (row) => row.payer_name === 'SCI Les Tilleuls',
    );
    const id = held?.id ?? '';
    const noNote = await t.app.inject({
      method: 'POST',
      url: `/backoffice/cases/${opened.companyId}/capital-deposit/transfers/${id}/return`,
      headers: { ...alice.writeHeaders, 'x-language': 'en' },
      payload: { note: '  ' },
    });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().fields).toEqual({ note: 'This field is required' });

    const proposed = await onHeld(t, alice, opened.companyId, id, 'return', {
      note: "Virement d'une SCI, pas de l'associé",
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({
      outcome: 'held',
      proposal: {
        action: 'return',
        proposed_by: { id: alice.operatorId },
        note: "Virement d'une SCI, pas de l'associé",
      },
      return_transfer: null,
    });
    // One proposal at a time, and its author cannot confirm it.
    const twice = await onHeld(t, bruno, opened.companyId, id, 'release', { note: 'plutôt libérer' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/déjà proposée/);
    const self = await onHeld(t, alice, opened.companyId, id, 'confirm');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/un autre superviseur doit la confirmer/);
    expect(await t.deps.db.selectFrom('deposit_returns').selectAll().execute()).toEqual([]);

    const confirmed = await onHeld(t, bruno, opened.companyId, id, 'confirm');
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
        beneficiary_name: 'SCI Les Tilleuls',
        beneficiary_iban: IBANS.france,
        amount: '4000.00',
        status: 'asked',
      },
    });
    // Returned, it never counts, and it cannot be released afterwards.
    const after = await caseDeposit(t, alice, opened.companyId);
    expect(holder(await getDeposit(t, opened), 'Dupont')).toMatchObject({
      amount_received: '0.00',
      amount_held: '400.00',
    });
    expect(after.amount_received).toBe('0.00');
    const late = await onHeld(t, bruno, opened.companyId, id, 'release', { note: 'trop tard' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/n'est pas retenu/);
  });

  it('is journaled twice, with each supervisor, and e-mailed to the applicant without the bank’s note', async () => {
    const proposed = await journalEntries(t, 'capital_deposit.transfer_return_proposed');
    const returned = await journalEntries(t, 'capital_deposit.transfer_returned');
    expect(proposed).toEqual([
      expect.objectContaining({
        actor_type: 'operator',
        actor_id: alice.operatorId,
        case_id: opened.companyId,
      }),
    ]);
    expect(returned).toEqual([
      expect.objectContaining({
        actor_type: 'operator',
        actor_id: bruno.operatorId,
        case_id: opened.companyId,
      }),
    ]);
    expect(JSON.parse(returned[0]?.after_value ?? '{}')).toMatchObject({
      outcome: 'returned',
      proposed_by: alice.operatorId,
      confirmed_by: bruno.operatorId,
      amount_cents: 400_000,
      return_transfer: { iban: IBANS.france },
    });
    const mails = (await emailsTo(t, opened.emails.founder)).filter((mail) =>
      mail.subject?.includes('renvoyé'),
    );
    expect(mails).toHaveLength(1);
    const text = mails[0]?.body_text ?? '';
    expect(mails[0]?.subject).toBe(
      `${t.deps.config.brand.name}\u00a0: un virement pour le capital de Cabinet Held est renvoyé`,
    );
    for (const expected of [
      '4\u202f000\u00a0€',
      'SCI Les Tilleuls',
      'Jean Dupont',
      jean,
      '/enrollment/capital-deposit',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Virement d'une SCI");
    expect(text).not.toContain(IBANS.france);
  });

  it('shows on the customer’s page as returned, with when', async () => {
    const transfer = holder(await getDeposit(t, opened), 'Dupont').transfers.find(
      (row) => row.payer_name === 'SCI Les Tilleuls',
    );
    expect(transfer).toMatchObject({ outcome: 'returned', hold_reason: 'payer_name_mismatch' });
    expect(transfer?.decided_at).toEqual(expect.any(String));
  });
});

describe('releasing a held transfer to its shareholder', () => {
  it('may be declined by a second supervisor, and the transfer stays held', async () => {
    const held = (await caseDeposit(t, alice, opened.companyId)).transfers.find(
      (row) => row.hold_reason === 'payer_outside_sepa',
    );
    const id = held?.id ?? '';
    expect(
      (await onHeld(t, alice, opened.companyId, id, 'release', { note: 'Compte turc du Dr Dupont' }))
        .statusCode,
    ).toBe(200);
    const declined = await onHeld(t, bruno, opened.companyId, id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ outcome: 'held', proposal: null, decision: null });
    expect(await journalEntries(t, 'capital_deposit.transfer_proposal_declined')).toEqual([
      expect.objectContaining({ actor_id: bruno.operatorId }),
    ]);
    expect((await onHeld(t, bruno, opened.companyId, id, 'confirm')).statusCode).toBe(409);
  });

  it('counts once a second supervisor confirms it, completes the deposit and tells the applicant in their language', async () => {
    await received({ payer_name: 'Camille Martin', amount: '6000.00', reference: camille });
    await received({ payer_name: 'Jean Dupont', amount: '3600.00', reference: jean });
    const held = (await caseDeposit(t, alice, opened.companyId)).transfers.find(
      (row) => row.hold_reason === 'payer_outside_sepa',
    );
    const id = held?.id ?? '';
    await setLanguage('de');
    expect(
      (await onHeld(t, bruno, opened.companyId, id, 'release', { note: 'Relevé vérifié' })).statusCode,
    ).toBe(200);
    expect((await getDeposit(t, opened)).opening_status).toBe('capital_deposit');
    const confirmed = await onHeld(t, alice, opened.companyId, id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      outcome: 'released',
      decision: {
        action: 'release',
        proposed_by: { id: bruno.operatorId },
        confirmed_by: { id: alice.operatorId },
      },
    });

    const deposit = await getDeposit(t, opened);
    expect(deposit.opening_status).toBe('deposit_complete');
    expect(holder(deposit, 'Dupont')).toMatchObject({ amount_received: '4000.00', status: 'received' });
    expect(holder(deposit, 'Dupont').transfers.find((row) => row.outcome === 'released')?.decided_at).toEqual(
      expect.any(String),
    );
    expect(await journalEntries(t, 'capital_deposit.transfer_released')).toEqual([
      expect.objectContaining({ actor_id: alice.operatorId }),
    ]);
    const german = (await emailsTo(t, opened.emails.founder)).filter((mail) =>
      mail.subject?.includes('angerechnet'),
    );
    expect(german).toHaveLength(1);
    expect(german[0]?.body_text).toContain('400\u00a0€');
    expect(german[0]?.body_text).toContain('Nach Prüfung hat die Bank sie angenommen');
  });
});

describe('the applicant’s e-mails in each language', () => {
  it('say a return and a release in French, English and German', async () => {
    const other = await openDeposit(t, 'Langues');
    const reference = holder(await getDeposit(t, other), 'Dupont').transfer_reference;
    const expectations = {
      fr: { release: 'est pris en compte', return: 'est renvoyé', amount: 'de 10\u00a0€ reçu' },
      en: { release: 'is counted', return: 'is returned', amount: 'of €10 received' },
      de: {
        release: 'wird angerechnet',
        return: 'wird zurückgesendet',
        amount: 'über 10\u00a0€, eingegangen',
      },
    } as const;
    for (const [language, words] of Object.entries(expectations)) {
      await t.deps.db.updateTable('users').set({ language }).where('id', '=', other.user.id).execute();
      for (const action of ['release', 'return'] as const) {
        const body = transferBody(other, { payer_name: 'Paul Durand', amount: '10.00', reference });
        expect((await postTransfer(t, body)).statusCode).toBe(201);
        const record = await recordOf(t, alice, other.companyId, body.transfer_id);
        expect(
          (await onHeld(t, alice, other.companyId, record.id, action, { note: 'revue' })).statusCode,
        ).toBe(200);
        expect((await onHeld(t, bruno, other.companyId, record.id, 'confirm')).statusCode).toBe(200);
        const [latest] = (await emailsTo(t, other.emails.founder)).slice(-1);
        expect(latest?.subject, `${language} ${action}`).toContain(words[action]);
        expect(latest?.body_text, `${language} ${action}`).toContain(words.amount);
        expect(latest?.body_text).toContain('Paul Durand');
      }
    }
  });
});
