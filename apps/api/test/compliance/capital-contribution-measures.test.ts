import type { IdentityMeasureReply } from '@app/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import {
  getDeposit,
  holder,
  IBANS,
  type OpenedDeposit,
  onHeld,
  openDeposit,
  postTransfer,
  recordOf,
  transferBody,
} from '../capital-deposit/deposit-fixture';
import { pdfText } from '../companies/bank-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * An enrollment's shareholders identified by their capital contributions (R.561-5-2): each one
 * paid from an account in the shareholder's own name is recorded as a measure on that person, with
 * the payer, IBAN, amount and date; a held transfer records nothing until released, and a third
 * party's money, released, counts towards the capital without identifying anyone.
 */
let t: TestApp;
let alice: SignedInOperator;
let bruno: SignedInOperator;
let auditor: SignedInOperator;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  alice = await signedIn(t, await newOperator(t, 'supervisor'));
  bruno = await signedIn(t, await newOperator(t, 'supervisor'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
}, 120_000);
afterAll(async () => t?.close());

const contributions = async (caseId: string): Promise<IdentityMeasureReply[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${caseId}/identity-measures`,
    headers: auditor.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().measures as IdentityMeasureReply[]).filter(
    (measure) => measure.measure === 'capital_contribution_own_account',
  );
};

/** A contribution the bank feed posts to the deposit, under a shareholder's reference. */
async function contribute(opened: OpenedDeposit, overrides: Record<string, unknown>) {
  const body = transferBody(opened, overrides);
  const response = await postTransfer(t, body);
  expect(response.statusCode, response.body).toBe(201);
  return { body, reply: response.json() as { outcome: string; hold_reason: string | null } };
}

/** A held transfer released to its shareholder: proposed by one supervisor, confirmed by another. */
async function release(opened: OpenedDeposit, transferId: string) {
  const record = await recordOf(t, alice, opened.companyId, transferId);
  const proposed = await onHeld(t, alice, opened.companyId, record.id, 'release', { note: 'Vu le relevé' });
  expect(proposed.statusCode, proposed.body).toBe(200);
  const confirmed = await onHeld(t, bruno, opened.companyId, record.id, 'confirm');
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json() as { outcome: string };
}

describe("capital contributions from the shareholders' own accounts", () => {
  it('records one measure per shareholder, each on its person, with the payer, IBAN, amount and date', async () => {
    const opened = await openDeposit(t, 'Apports', { withFiles: true });
    const deposit = await getDeposit(t, opened);
    const camille = await contribute(opened, {
      payer_name: 'Dr Camille Martin',
      payer_iban: IBANS.france,
      amount: '6000.00',
      reference: holder(deposit, 'Martin').transfer_reference,
    });
    const jean = await contribute(opened, {
      payer_name: 'M. JEAN DUPONT',
      payer_iban: IBANS.germany,
      amount: '4000.00',
      reference: holder(deposit, 'Dupont').transfer_reference,
    });
    expect([camille.reply.outcome, jean.reply.outcome]).toEqual(['counted', 'counted']);

    const measures = await contributions(opened.companyId);
    expect(measures).toHaveLength(2);
    const camilleRecord = await recordOf(t, alice, opened.companyId, camille.body.transfer_id);
    const jeanRecord = await recordOf(t, alice, opened.companyId, jean.body.transfer_id);
    expect(measures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'identity',
          // The applicant is the account user: her measures are on her, whichever record names her.
          subject: { type: 'user', id: opened.user.id, name: 'Camille Martin' },
          transfer: {
            id: camilleRecord.id,
            payer_name: 'Dr Camille Martin',
            payer_iban: IBANS.france,
            amount: '6000.00',
            counted_at: camilleRecord.received_at,
          },
        }),
        expect.objectContaining({
          subject: expect.objectContaining({ type: 'representative', name: 'Jean Dupont' }),
          transfer: expect.objectContaining({
            id: jeanRecord.id,
            payer_name: 'M. JEAN DUPONT',
            payer_iban: IBANS.germany,
            amount: '4000.00',
          }),
        }),
      ]),
    );

    // The regulator's export carries them, in its JSON and its PDF.
    const exported = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${opened.companyId}/export`,
      headers: { ...auditor.headers, 'x-language': 'fr' },
    });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const record = JSON.parse(strFromU8(files['case.json'] as Uint8Array));
    expect(
      record.identity_measures
        .filter((measure: IdentityMeasureReply) => measure.measure === 'capital_contribution_own_account')
        .map((measure: IdentityMeasureReply) => measure.subject.name)
        .sort(),
    ).toEqual(['Camille Martin', 'Jean Dupont']);
    const text = (await pdfText(files['summary.pdf'] as Uint8Array)).replace(/\s+/g, ' ');
    expect(text).toContain('Apport au capital depuis un compte au nom de l’associé — Jean Dupont');
    expect(text).toContain(`M. JEAN DUPONT, ${IBANS.germany}, 4000.00 €`);
  });

  it("records none while a transfer is held, and none for a third party's money once released", async () => {
    const opened = await openDeposit(t, 'Retenus');
    const jeanReference = holder(await getDeposit(t, opened), 'Dupont').transfer_reference;
    const thirdParty = await contribute(opened, {
      payer_name: 'SCI Les Tilleuls',
      amount: '3000.00',
      reference: jeanReference,
    });
    expect(thirdParty.reply).toMatchObject({ outcome: 'held', hold_reason: 'payer_name_mismatch' });
    // From Jean's own account, but at a bank outside the SEPA area: held for review too.
    const abroad = await contribute(opened, {
      payer_name: 'Jean Dupont',
      payer_iban: IBANS.turkey,
      amount: '1000.00',
      reference: jeanReference,
    });
    expect(abroad.reply).toMatchObject({ outcome: 'held', hold_reason: 'payer_outside_sepa' });
    expect(await contributions(opened.companyId)).toEqual([]);

    // Released, the third party's money counts towards Jean's share, but is not his account.
    expect((await release(opened, thirdParty.body.transfer_id)).outcome).toBe('released');
    expect(await contributions(opened.companyId)).toEqual([]);

    // Released, Jean's own transfer identifies him from then on.
    expect((await release(opened, abroad.body.transfer_id)).outcome).toBe('released');
    const [measure, ...others] = await contributions(opened.companyId);
    expect(others).toEqual([]);
    expect(measure).toMatchObject({
      subject: { type: 'representative', name: 'Jean Dupont' },
      transfer: { payer_name: 'Jean Dupont', payer_iban: IBANS.turkey, amount: '1000.00' },
    });
  });
});
