import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getDeposit,
  holder,
  type OpenedDeposit,
  openDeposit,
  postTransfer,
  reviewAndApprove,
  transferBody,
} from './deposit-fixture';

/**
 * Another customer's token reaches nothing of a deposit: not the tracking answer, not the
 * certificate, not the Kbis slot (404, as for any other customer's id); an anonymous caller 401.
 */
let t: TestApp;
let owner: OpenedDeposit;
let other: OpenedDeposit;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  owner = await openDeposit(t, 'Owner');
  other = await openDeposit(t, 'Other');
  // The owner's deposit complete and approved, so that the certificate and the Kbis slot exist.
  const deposit = await getDeposit(t, owner);
  await postTransfer(
    t,
    transferBody(owner, { amount: '6000.00', reference: holder(deposit, 'Martin').transfer_reference }),
  );
  await postTransfer(
    t,
    transferBody(owner, {
      payer_name: 'Jean Dupont',
      amount: '4000.00',
      reference: holder(deposit, 'Dupont').transfer_reference,
    }),
  );
  await reviewAndApprove(t, owner.companyId);
}, 180_000);
afterAll(async () => t?.close());

describe("another customer with the first one's company id", () => {
  it('reads neither the deposit nor the certificate, and cannot upload the Kbis', async () => {
    const base = `/companies/${owner.companyId}/capital-deposit`;
    const body = multipart([
      { filename: 'kbis.pdf', content: await makePdf('kbis'), contentType: 'application/pdf' },
    ]);
    for (const [headers, expected] of [
      [other.user.headers, 404],
      [{}, 401],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: base, headers })).statusCode).toBe(expected);
      expect(
        (await t.app.inject({ method: 'GET', url: `${base}/certificate.pdf`, headers })).statusCode,
      ).toBe(expected);
      const upload = await t.app.inject({
        method: 'POST',
        url: `${base}/kbis`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(expected);
    }
    const answer = await t.app.inject({ method: 'GET', url: base, headers: other.user.headers });
    expect(answer.body).not.toContain('Cabinet Owner');

    // The owner still reads both, and the Kbis slot is untouched.
    expect((await getDeposit(t, owner)).opening_status).toBe('deposit_complete');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${base}/certificate.pdf`,
      headers: owner.user.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const kbis = await t.deps.db
      .selectFrom('documents')
      .select('id')
      .where('subject_id', '=', owner.companyId)
      .where('type', '=', 'kbis')
      .execute();
    expect(kbis).toEqual([]);
  });
});
