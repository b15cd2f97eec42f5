import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { currentTotp } from '../../src/modules/operators/totp';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newOperator, signedIn, signIn } from './operator-kit';

const clock = fixedClock(new Date('2026-11-25T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => {
  await t.close();
});

/** Every column of the operator's row, as a copy of the database would show it. */
const storedRow = async (operatorId: string) =>
  JSON.stringify(
    await t.deps.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', operatorId)
      .executeTakeFirstOrThrow(),
  );

describe("an operator's TOTP seed", () => {
  it('is not kept in clear: a copy of the database does not give the second factor', async () => {
    const operator = await newOperator(t, 'reviewer');
    const row = await storedRow(operator.id);
    expect(row).not.toContain(operator.totpSecret);
    expect(row.toLowerCase()).not.toContain(operator.totpSecret.toLowerCase());
    // The sealed seed still opens for the API: the operator signs in with their authenticator.
    expect((await signIn(t, operator.email, currentTotp(operator.totpSecret, clock.now()))).statusCode).toBe(
      200,
    );
  });

  it("does not open on another operator's row (a sealed seed copied over is no second factor)", async () => {
    const victim = await newOperator(t, 'supervisor');
    const attacker = await newOperator(t, 'reviewer');
    const sealed = await t.deps.db
      .selectFrom('operators')
      .select('totp_secret_sealed')
      .where('id', '=', attacker.id)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('operators')
      .set({ totp_secret_sealed: sealed.totp_secret_sealed })
      .where('id', '=', victim.id)
      .execute();
    clock.advance(60_000);
    try {
      const response = await signIn(t, victim.email, currentTotp(attacker.totpSecret, clock.now()));
      expect(response.statusCode).toBe(401);
    } finally {
      clock.advance(-60_000);
    }
  });

  it('never leaves the API after its creation: not in the session replies nor in the journal', async () => {
    const operator = await newOperator(t, 'auditor');
    const session = await signedIn(t, operator);
    const reply = await t.app.inject({ method: 'GET', url: '/backoffice/session', headers: session.headers });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain(operator.totpSecret);
    const journal = await t.deps.db.selectFrom('audit_entries').selectAll().execute();
    expect(JSON.stringify(journal)).not.toContain(operator.totpSecret);
  });
});
