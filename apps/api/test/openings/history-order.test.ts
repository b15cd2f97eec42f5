import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeRegistry, submittedSignup } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

describe("the customer's history of their opening", () => {
  it('lists moves made in one transaction, at one instant, in the order they were made', async () => {
    const { user, caseId } = await submittedSignup(t);
    const at = new Date().toISOString();
    // Back and forth several times at one instant: an order left to chance would show a review
    // ending before it starts.
    const moves = [
      'under_review',
      'documents_requested',
      'under_review',
      'documents_requested',
      'under_review',
      'documents_requested',
    ] as const;
    await t.deps.db.transaction().execute(async (trx) => {
      for (const to of moves)
        await t.app.services.openings.move(trx, {
          companyId: caseId,
          to,
          actor: { kind: 'operator', id: null },
          at,
        });
    });

    const page = await t.app.inject({ url: `/companies/${caseId}/application`, headers: user.headers });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().history.map((step: { status: string }) => step.status)).toEqual([
      'submitted',
      ...moves,
    ]);
  });
});
