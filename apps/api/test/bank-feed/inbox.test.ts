import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getDeposit,
  holder,
  IBANS,
  openDeposit,
  postTransfer,
  transferBody,
} from '../capital-deposit/deposit-fixture';
import { submittedSignup } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The bank feed's one inbox: a transfer id is received once whatever its kind (a signup's first
 * transfer or a shareholder's capital contribution), under one fingerprint of its whole body.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
}, 60_000);
afterAll(async () => t?.close());

const count = async (table: 'first_transfers' | 'deposit_transfers' | 'bank_feed_transfers') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the bank feed inbox', () => {
  it('records one transfer id once across both kinds: the same id as a first transfer after a contribution is 409', async () => {
    const deposit = await openDeposit(t, 'Inbox');
    const reference = holder(await getDeposit(t, deposit), 'Martin').transfer_reference;
    const signup = await submittedSignup(t);
    const before = {
      first: await count('first_transfers'),
      contributions: await count('deposit_transfers'),
      inbox: await count('bank_feed_transfers'),
    };

    const contribution = transferBody({
      transfer_id: 'TX-SHARED-1',
      reference,
      account_iban: deposit.completed.iban,
    });
    const first = await postTransfer(t, contribution);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ outcome: 'counted', replayed: false });

    // The same id, now posted as a signup's first transfer: another body, refused.
    const asFirstTransfer = await postTransfer(t, {
      transfer_id: 'TX-SHARED-1',
      payer_name: 'SELARL CABINET MARTIN',
      payer_iban: IBANS.france,
      amount: '50.00',
      reference: 'Premier virement',
      value_date: '2026-11-26',
      account_iban: signup.iban,
    });
    expect(asFirstTransfer.statusCode, asFirstTransfer.body).toBe(409);
    expect(asFirstTransfer.json().code).toBe('conflict');

    // The same body again is the same answer, replayed, and nothing more is written.
    const replay = await postTransfer(t, contribution);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...first.json(), replayed: true });

    expect(await count('first_transfers')).toBe(before.first);
    expect(await count('deposit_transfers')).toBe(before.contributions + 1);
    expect(await count('bank_feed_transfers')).toBe(before.inbox + 1);
  }, 120_000);

  it('answers a replay of a first transfer with what it became, and refuses another account under its id', async () => {
    const signup = await submittedSignup(t);
    const body = {
      transfer_id: `FT-INBOX-${signup.caseId}`,
      payer_name: 'SELARL CABINET MARTIN',
      payer_iban: IBANS.france,
      amount: '60.00',
      reference: 'Premier virement',
      value_date: '2026-11-26',
      account_iban: signup.iban,
    };
    const first = await postTransfer(t, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ outcome: 'counted', hold_reason: null, shareholder_id: null });
    expect((await postTransfer(t, body)).json()).toEqual({ ...first.json(), replayed: true });
    // The credited account is part of the transfer: another one under the same id is another body.
    const other = await postTransfer(t, { ...body, account_iban: IBANS.germany });
    expect(other.statusCode).toBe(409);
    const kinds = await t.deps.db
      .selectFrom('bank_feed_transfers')
      .select('kind')
      .where('transfer_id', '=', body.transfer_id)
      .execute();
    expect(kinds).toEqual([{ kind: 'first_transfer' }]);
  }, 120_000);
});
