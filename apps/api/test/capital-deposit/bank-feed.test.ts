import type { OpeningStatus } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getDeposit,
  holder,
  IBANS,
  type OpenedDeposit,
  onHeld,
  openDeposit,
  postTransfer,
  recordOf,
  reviewAndApprove,
  transferBody,
} from './deposit-fixture';

/**
 * The bank feed as the bank's core system uses it: its credential only, each transfer recorded
 * once whatever the replays or the concurrency, foreign or misnamed payers held until the bank
 * releases them, amounts checked to the cent.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
}, 60_000);
afterAll(async () => t?.close());

const transferCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('deposit_transfers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const openingEvents = (companyId: string, to: OpeningStatus) =>
  t.deps.db
    .selectFrom('opening_events')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('to_status', '=', to)
    .execute();

describe('the bank feed', () => {
  let opened: OpenedDeposit;
  let camille: string;
  let jean: string;
  let alice: SignedInOperator;
  let bruno: SignedInOperator;

  beforeAll(async () => {
    alice = await signedIn(t, await newOperator(t, 'supervisor'));
    bruno = await signedIn(t, await newOperator(t, 'supervisor'));
    opened = await openDeposit(t, 'Feed');
    const deposit = await getDeposit(t, opened);
    camille = holder(deposit, 'Martin').transfer_reference;
    jean = holder(deposit, 'Dupont').transfer_reference;
  }, 120_000);

  it('refuses a missing or wrong credential and a customer token, before reading the body', async () => {
    const body = transferBody(opened, { reference: camille });
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: 'Basic ZGV2OmRldg==' },
      opened.user.headers,
    ]) {
      const response = await postTransfer(t, body, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
    expect((await postTransfer(t, { nonsense: true }, opened.user.headers)).statusCode).toBe(401);
    expect(await transferCount()).toBe(0);
  });

  it('refuses amounts that are not positive decimals with two places, at the field, in the language', async () => {
    for (const amount of ['10', '10.5', '-5.00', '1e3', '0.00', '10.505', 10, '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bank-feed/transfers',
        headers: { authorization: `Bearer development-bank-feed-token`, 'x-language': 'en' },
        payload: transferBody(opened, { amount, reference: camille }),
      });
      expect(response.statusCode, String(amount)).toBe(422);
      expect(response.json().fields.amount, String(amount)).toMatch(/^The amount must be/);
    }
    const badIban = await postTransfer(
      t,
      transferBody(opened, { payer_iban: 'FR7630006000011234567890188', reference: camille }),
    );
    expect(badIban.statusCode).toBe(422);
    expect(badIban.json().fields).toEqual({ payer_iban: "Cet IBAN n'est pas valide" });
    expect(await transferCount()).toBe(0);
  });

  it('answers a replay with the first answer and counts it once; another body under the same id is 409', async () => {
    const body = transferBody(opened, { amount: '1000.00', reference: camille });
    const first = await postTransfer(t, body);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await postTransfer(t, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...first.json(), replayed: true });
    expect(holder(await getDeposit(t, opened), 'Martin').amount_received).toBe('1000.00');

    const changed = await postTransfer(t, { ...body, amount: '9000.00' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('conflict');
    expect(holder(await getDeposit(t, opened), 'Martin')).toMatchObject({
      amount_received: '1000.00',
      status: 'partly_received',
      transfers: [expect.objectContaining({ id: body.transfer_id, amount: '1000.00', outcome: 'counted' })],
    });

    // The same id sent five times at once: recorded once, the others are replays.
    const burst = transferBody(opened, { amount: '10.00', reference: camille });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postTransfer(t, burst)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(holder(await getDeposit(t, opened), 'Martin').amount_received).toBe('1010.00');
  });

  it('holds a payer outside the SEPA area or of another name, and records an unknown reference as unmatched', async () => {
    const foreign = await postTransfer(
      t,
      transferBody(opened, {
        payer_iban: IBANS.turkey,
        payer_name: 'Jean Dupont',
        amount: '4000.00',
        reference: jean,
      }),
    );
    expect(foreign.json()).toMatchObject({ outcome: 'held', hold_reason: 'payer_outside_sepa' });
    const other = await postTransfer(
      t,
      transferBody(opened, { payer_name: 'SCI Dupont', amount: '50.00', reference: jean }),
    );
    expect(other.json()).toMatchObject({ outcome: 'held', hold_reason: 'payer_name_mismatch' });
    const unknown = await postTransfer(t, transferBody(opened, { reference: 'CAP-0000-0000' }));
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json()).toEqual({
      transfer_id: expect.any(String),
      outcome: 'unmatched',
      hold_reason: 'unknown_reference',
      shareholder_id: null,
      replayed: false,
    });
    expect(holder(await getDeposit(t, opened), 'Dupont')).toMatchObject({
      amount_received: '0.00',
      amount_held: '4050.00',
      status: 'held_for_review',
    });
    // Credited to the deposit's account, it is seen on the case; it belongs to no shareholder.
    const unmatched = await recordOf(t, alice, opened.companyId, unknown.json().transfer_id);
    expect(unmatched).toMatchObject({ outcome: 'unmatched', shareholder_id: null });
    const release = await onHeld(t, alice, opened.companyId, unmatched.id, 'release', { note: 'Apport' });
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toMatch(/aucun associé/);
  });

  it('counts a released payment once, with both supervisors on record, and completes the deposit', async () => {
    const foreignId = holder(await getDeposit(t, opened), 'Dupont').transfers.find(
      (transfer) => transfer.hold_reason === 'payer_outside_sepa',
    )?.id as string;
    const record = await recordOf(t, alice, opened.companyId, foreignId);
    // Camille's share first, so that the release is what completes the deposit.
    await postTransfer(t, transferBody(opened, { amount: '4990.00', reference: camille }));
    expect((await getDeposit(t, opened)).opening_status).toBe('capital_deposit');

    const proposed = await onHeld(t, alice, opened.companyId, record.id, 'release', {
      note: 'Compte allemand de M. Dupont, relevé vérifié',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    // Proposed is not released: nothing counts until a second supervisor confirms.
    expect(holder(await getDeposit(t, opened), 'Dupont').amount_received).toBe('0.00');
    expect((await onHeld(t, alice, opened.companyId, record.id, 'confirm')).statusCode).toBe(403);

    const results = await Promise.all([
      onHeld(t, bruno, opened.companyId, record.id, 'confirm'),
      onHeld(t, bruno, opened.companyId, record.id, 'confirm'),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect((await onHeld(t, bruno, opened.companyId, record.id, 'confirm')).statusCode).toBe(409);

    const deposit = await getDeposit(t, opened);
    expect(holder(deposit, 'Dupont')).toMatchObject({
      amount_received: '4000.00',
      amount_held: '50.00',
      status: 'received',
    });
    expect(deposit.opening_status).toBe('deposit_complete');
    // The certificate follows the bank's review and approval, not the payment alone.
    expect(deposit.certificate).toBeNull();
    const events = await t.deps.db.selectFrom('deposit_events').selectAll().orderBy('at').execute();
    expect(events.map((event) => [event.kind, event.actor_id])).toEqual([
      ['release_proposed', alice.operatorId],
      ['transfer_released', bruno.operatorId],
    ]);
    expect(await openingEvents(opened.companyId, 'deposit_complete')).toEqual([
      expect.objectContaining({ actor_kind: 'operator', actor_id: bruno.operatorId }),
    ]);
    await reviewAndApprove(t, opened.companyId);
    expect((await getDeposit(t, opened)).certificate).not.toBeNull();

    // Paid above what is due: flagged for the bank.
    await postTransfer(
      t,
      transferBody(opened, { payer_name: 'Dupont Jean', amount: '0.01', reference: jean }),
    );
    expect(holder(await getDeposit(t, opened), 'Dupont')).toMatchObject({
      amount_received: '4000.01',
      overpaid: true,
    });
  });
});

describe('transfers arriving at the same instant', () => {
  it('are each counted exactly once, and the deposit completes once', async () => {
    const opened = await openDeposit(t, 'Rush');
    const deposit = await getDeposit(t, opened);
    const camille = holder(deposit, 'Martin').transfer_reference;
    const jean = holder(deposit, 'Dupont').transfer_reference;
    const bodies = [
      ...Array.from({ length: 20 }, () => transferBody(opened, { amount: '300.00', reference: camille })),
      transferBody(opened, { payer_name: 'Jean Dupont', amount: '4000.00', reference: jean }),
    ];
    const answers = await Promise.all(bodies.map((body) => postTransfer(t, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(bodies.map(() => 201));

    const after = await getDeposit(t, opened);
    expect(holder(after, 'Martin')).toMatchObject({
      amount_received: '6000.00',
      status: 'received',
      overpaid: false,
    });
    expect(holder(after, 'Martin').transfers).toHaveLength(20);
    expect(after.amount_received).toBe('10000.00');
    expect(after.opening_status).toBe('deposit_complete');
    expect(await openingEvents(opened.companyId, 'deposit_complete')).toHaveLength(1);
  }, 120_000);
});
