import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { currentTotp } from '../../src/modules/operators/totp';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { journalEntries, newOperator, type SignedInOperator, signedIn, signIn } from './operator-kit';

const clock = fixedClock(new Date('2026-11-25T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => {
  await t.close();
});

const post = (who: SignedInOperator, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.writeHeaders, 'accept-language': 'en' }, payload });

describe('the administrators manage operators', () => {
  it('list them with role, status and last sign-in; other roles are refused and an administrator sees no case', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    const reviewer = await newOperator(t, 'reviewer');
    const reviewerSession = await signedIn(t, reviewer);
    const list = await t.app.inject({ url: '/backoffice/operators', headers: admin.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().operators).toContainEqual(
      expect.objectContaining({
        id: reviewer.id,
        role: 'reviewer',
        status: 'active',
        last_signed_in_at: clock.now().toISOString(),
      }),
    );
    expect(
      (await t.app.inject({ url: '/backoffice/operators', headers: reviewerSession.headers })).statusCode,
    ).toBe(403);
    expect((await post(reviewerSession, `/backoffice/operators/${reviewer.id}/disable`)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/backoffice/cases', headers: admin.headers })).statusCode).toBe(403);
  });

  it('disable an operator: their open session ends at once, they cannot sign in again, and it is journaled', async () => {
    const admin = await newOperator(t, 'administrator');
    const adminSession = await signedIn(t, admin);
    const leaving = await newOperator(t, 'reviewer');
    const open = await signedIn(t, leaving);
    expect((await t.app.inject({ url: '/backoffice/cases', headers: open.headers })).statusCode).toBe(200);
    const disabled = await post(adminSession, `/backoffice/operators/${leaving.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: leaving.id, status: 'disabled' });
    expect((await t.app.inject({ url: '/backoffice/cases', headers: open.headers })).statusCode).toBe(401);
    clock.advance(30_000);
    expect((await signIn(t, leaving.email, currentTotp(leaving.totpSecret, clock.now()))).statusCode).toBe(
      401,
    );
    const entry = (await journalEntries(t, 'operator.disabled')).at(-1);
    expect(entry).toMatchObject({ actor_type: 'operator', actor_id: admin.id, object_id: leaving.id });
    const again = await post(adminSession, `/backoffice/operators/${leaving.id}/disable`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This operator is already disabled.');
    const self = await post(adminSession, `/backoffice/operators/${admin.id}/disable`);
    expect(self.statusCode).toBe(403);
  });

  it('change a role under four-eyes: the proposer cannot confirm, a second administrator does, each step journaled', async () => {
    const proposer = await newOperator(t, 'administrator');
    const proposerSession = await signedIn(t, proposer);
    const second = await newOperator(t, 'administrator');
    const secondSession = await signedIn(t, second);
    const promoted = await newOperator(t, 'reviewer');
    const proposed = await post(proposerSession, `/backoffice/operators/${promoted.id}/role-grants`, {
      role: 'supervisor',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({ role: 'reviewer', pending_grant: { role: 'supervisor' } });
    const grantId = proposed.json().pending_grant.id as string;
    const own = await post(
      proposerSession,
      `/backoffice/operators/${promoted.id}/role-grants/${grantId}/confirm`,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You proposed this role: another administrator must confirm it.');
    const row = await t.deps.db
      .selectFrom('operators')
      .select('role')
      .where('id', '=', promoted.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('reviewer');
    const confirmed = await post(
      secondSession,
      `/backoffice/operators/${promoted.id}/role-grants/${grantId}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ role: 'supervisor', pending_grant: null });
    const replay = await post(
      secondSession,
      `/backoffice/operators/${promoted.id}/role-grants/${grantId}/confirm`,
    );
    expect(replay.statusCode).toBe(409);
    expect((await journalEntries(t, 'operator.role_proposed')).at(-1)).toMatchObject({
      actor_id: proposer.id,
      object_id: promoted.id,
    });
    expect((await journalEntries(t, 'operator.role_changed')).at(-1)).toMatchObject({
      actor_id: second.id,
      object_id: promoted.id,
    });
    const bad = await post(proposerSession, `/backoffice/operators/${promoted.id}/role-grants`, {
      role: 'owner',
    });
    expect(bad.statusCode).toBe(422);
  });
});
