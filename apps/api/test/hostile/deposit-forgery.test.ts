import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { act, newOperator, signedIn } from '../decisions/decision-kit';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A capital deposit cannot be faked: a transfer counts only where the money reached the deposit's
 * own blocked account; the certificate, then the account's opening, each wait for the bank's
 * review and a second operator's approval.
 */
let t: TestApp;
let opened: OpenedDeposit;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  opened = await openDeposit(t, 'Forgery');
}, 120_000);
afterAll(async () => t?.close());

describe('a transfer carrying a deposit reference', () => {
  it('credited to another deposit account is not counted, and completes nothing', async () => {
    const deposit = await getDeposit(t, opened);
    // Another company's blocked deposit account, the forger's own, say.
    const other = await openDeposit(t, 'Forger');
    for (const [shareholder, amount] of [
      ['Martin', '6000.00'],
      ['Dupont', '4000.00'],
    ] as const) {
      const forged = await postTransfer(
        t,
        transferBody(opened, {
          payer_name: shareholder === 'Martin' ? 'Camille Martin' : 'Jean Dupont',
          amount,
          reference: holder(deposit, shareholder).transfer_reference,
          // The money went to another deposit account than the one the reference belongs to.
          account_iban: other.completed.iban,
        }),
      );
      expect(forged.statusCode, forged.body).toBe(201);
      expect(forged.json()).toMatchObject({
        outcome: 'unmatched',
        hold_reason: 'wrong_account',
        shareholder_id: null,
      });
    }
    const after = await getDeposit(t, opened);
    expect(after.amount_received).toBe('0.00');
    expect(after.opening_status).toBe('capital_deposit');
    expect(after.certificate).toBeNull();
    expect((await getDeposit(t, other)).amount_received).toBe('0.00');
  });

  it('without the credited account is refused at its field', async () => {
    const { account_iban: _left, ...body } = transferBody(opened, { reference: 'CAP-0000-0000' });
    const response = await postTransfer(t, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields)).toEqual(['account_iban']);
  });
});

describe("an enrollment's certificate and opening", () => {
  it('wait for the review and approval, twice: before the certificate, and on the Kbis before opening', async () => {
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
    expect((await getDeposit(t, opened)).certificate).toBeNull();
    await reviewAndApprove(t, opened.companyId);
    expect((await getDeposit(t, opened)).certificate).not.toBeNull();
    expect((await registerCompany(t, opened)).statusCode).toBe(200);
    const kbis = await uploadPdf(
      t,
      opened.user,
      `/companies/${opened.companyId}/capital-deposit/kbis`,
      'kbis.pdf',
    );
    expect(kbis).toBeTruthy();
    expect(await statusOf()).toBe('awaiting_registration');

    // One supervisor alone opens nothing: the approval on the Kbis is not on record.
    const alone = await signedIn(t, await newOperator(t, 'supervisor'));
    const early = await act(t, alone, `/backoffice/cases/${opened.companyId}/open`);
    expect(early.statusCode, early.body).toBe(409);
    // The refusal names the gate, in the operator's language.
    expect(early.json().message).toBe(
      "Le Kbis doit être revu et validé par un autre opérateur avant l'ouverture du compte.",
    );
    const inGerman = await t.app.inject({
      method: 'POST',
      url: `/backoffice/cases/${opened.companyId}/open`,
      headers: { ...alone.writeHeaders, 'accept-language': 'de' },
      payload: {},
    });
    expect(inGerman.statusCode).toBe(409);
    expect(inGerman.json().message).toBe(
      'Der Kbis-Auszug muss von einem anderen Mitarbeiter geprüft und genehmigt werden, bevor das Konto eröffnet wird.',
    );
    expect(await statusOf()).toBe('awaiting_registration');

    expect(await reviewAndApprove(t, opened.companyId)).toEqual({ status: 'awaiting_registration' });
    const opening = await act(t, alone, `/backoffice/cases/${opened.companyId}/open`);
    expect(opening.statusCode, opening.body).toBe(200);
    expect(await statusOf()).toBe('open');
  });
});

const statusOf = async () =>
  (
    await t.deps.db
      .selectFrom('companies')
      .select('opening_status')
      .where('id', '=', opened.companyId)
      .executeTakeFirstOrThrow()
  ).opening_status;
