import type { OpeningStatus } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { customerCase, fakeRegistry } from './case-fixtures';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from './operator-kit';

// Friday 27 November 2026, 10:00 UTC; the service level is two working days (the default).
const clock = fixedClock(new Date('2026-11-27T10:00:00Z'));
let t: TestApp;
let alice: SignedInOperator;
let bruno: SignedInOperator;
let chef: SignedInOperator;
let auditor: SignedInOperator;

/** The case submitted at `submitted`, then moved as listed, each at its moment. */
async function submittedCase(submitted: string, moves: [OpeningStatus, 'customer' | 'operator', string][]) {
  const { caseId } = await customerCase(t);
  const company = await t.deps.db
    .selectFrom('companies')
    .select('user_id')
    .where('id', '=', caseId)
    .executeTakeFirstOrThrow();
  await t.deps.db
    .updateTable('users')
    .set({ completed_at: submitted })
    .where('id', '=', company.user_id)
    .execute();
  for (const [to, kind, at] of [['submitted', 'customer', submitted], ...moves] as typeof moves) {
    await t.deps.db
      .transaction()
      .execute((trx) =>
        t.app.services.openings.move(trx, { companyId: caseId, to, actor: { kind, id: null }, at }),
      );
  }
  return caseId;
}

const post = (who: SignedInOperator, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.writeHeaders, 'accept-language': 'en' }, payload });
const caseOf = async (who: SignedInOperator, caseId: string) =>
  (await t.app.inject({ url: `/backoffice/cases/${caseId}`, headers: who.headers })).json().summary;

let answeredLate: string;
let stillAsked: string;
let fresh: string;

beforeAll(async () => {
  t = await createTestApp({ clock, registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  alice = await signedIn(t, await newOperator(t, 'reviewer'));
  bruno = await signedIn(t, await newOperator(t, 'reviewer'));
  chef = await signedIn(t, await newOperator(t, 'supervisor'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
  // Submitted Monday, documents asked Tuesday, sent back Thursday: two working days waited.
  answeredLate = await submittedCase('2026-11-23T10:00:00.000Z', [
    ['under_review', 'operator', '2026-11-23T11:00:00.000Z'],
    ['documents_requested', 'operator', '2026-11-24T10:00:00.000Z'],
    ['under_review', 'customer', '2026-11-26T10:00:00.000Z'],
  ]);
  stillAsked = await submittedCase('2026-11-23T10:00:00.000Z', [
    ['under_review', 'operator', '2026-11-23T11:00:00.000Z'],
    ['documents_requested', 'operator', '2026-11-24T10:00:00.000Z'],
  ]);
  fresh = await submittedCase('2026-11-27T09:00:00.000Z', []);
});
afterAll(async () => {
  await t.close();
});

describe('the service level of a case, in working days', () => {
  it('does not count the days the customer was asked for documents; the case is at risk on its last day', async () => {
    expect((await caseOf(alice, answeredLate)).service_level).toEqual({
      due_at: '2026-11-27T10:00:00.000Z',
      working_days_left: 0,
      paused: false,
      at_risk: true,
      overdue: false,
    });
    expect((await caseOf(alice, fresh)).service_level).toMatchObject({
      working_days_left: 2,
      at_risk: false,
      due_at: '2026-12-01T10:00:00.000Z',
    });
  });

  it('is paused while the customer is still asked', async () => {
    expect((await caseOf(alice, stillAsked)).service_level).toEqual({
      due_at: null,
      working_days_left: 1,
      paused: true,
      at_risk: false,
      overdue: false,
    });
  });

  it("marks a case overdue in the list and on its page by the service level, the customer's time not counted", async () => {
    // Submitted the same Monday as `answeredLate`, never asked anything: four working days of the bank's.
    const neverPaused = await submittedCase('2026-11-23T10:00:00.000Z', [
      ['under_review', 'operator', '2026-11-23T11:00:00.000Z'],
    ]);
    const list = await t.app.inject({ url: '/backoffice/cases?status=under_review', headers: alice.headers });
    expect(list.statusCode, list.body).toBe(200);
    const overdueOf = new Map(
      (list.json().items as { id: string; overdue: boolean }[]).map((item) => [item.id, item.overdue]),
    );
    expect(overdueOf.get(neverPaused)).toBe(true);
    expect(overdueOf.get(answeredLate)).toBe(false);
    expect((await caseOf(alice, neverPaused)).overdue).toBe(true);
    expect((await caseOf(alice, answeredLate)).overdue).toBe(false);
    // The overdue filter keeps exactly the cases the mark shows: not the one the customer kept waiting.
    const filtered = await t.app.inject({
      url: '/backoffice/cases?status=under_review&overdue=true',
      headers: alice.headers,
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    const overdueIds = (filtered.json().items as { id: string; overdue: boolean }[]).map((item) => item.id);
    expect(overdueIds).toContain(neverPaused);
    expect(overdueIds).not.toContain(answeredLate);
    expect(overdueIds).not.toContain(stillAsked);
    expect(filtered.json().total).toBe(overdueIds.length);
    // Decided, it leaves the bank's queue: the dashboard's test below counts its own cases only.
    await t.deps.db.transaction().execute((trx) =>
      t.app.services.openings.move(trx, {
        companyId: neverPaused,
        to: 'refused',
        actor: { kind: 'operator', id: null },
        at: '2026-11-24T10:00:00.000Z',
      }),
    );
  });
});

describe('who works a case', () => {
  it('is claimed by one reviewer: another gets 409, the holder releases it; each move is journaled', async () => {
    const claimed = await post(alice, `/backoffice/cases/${fresh}/claim`, {});
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().assignment).toMatchObject({ operator: { id: alice.operatorId } });
    const taken = await post(bruno, `/backoffice/cases/${fresh}/claim`, {});
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'Another operator works this case: they or a supervisor must release it first.',
    );
    expect((await post(bruno, `/backoffice/cases/${fresh}/release`)).statusCode).toBe(409);
    expect((await caseOf(bruno, fresh)).assignment).toMatchObject({ operator: { id: alice.operatorId } });

    const mine = await t.app.inject({ url: '/backoffice/cases?assignee=me', headers: alice.headers });
    expect(mine.json().items.map((item: { id: string }) => item.id)).toEqual([fresh]);
    const brunos = await t.app.inject({ url: '/backoffice/cases?assignee=me', headers: bruno.headers });
    expect(brunos.json().items).toEqual([]);

    const released = await post(alice, `/backoffice/cases/${fresh}/release`);
    expect(released.json()).toEqual({ assignment: null });
    expect((await journalEntries(t, 'case.claimed')).at(-1)).toMatchObject({
      actor_id: alice.operatorId,
      case_id: fresh,
    });
    expect((await journalEntries(t, 'case.released')).at(-1)).toMatchObject({ actor_id: alice.operatorId });
  });

  it('is reassigned by a supervisor, never by a reviewer; an auditor claims nothing', async () => {
    expect((await post(bruno, `/backoffice/cases/${answeredLate}/claim`, {})).statusCode).toBe(200);
    const byReviewer = await post(bruno, `/backoffice/cases/${answeredLate}/claim`, {
      assignee_id: alice.operatorId,
    });
    expect(byReviewer.statusCode).toBe(403);
    const reassigned = await post(chef, `/backoffice/cases/${answeredLate}/claim`, {
      assignee_id: alice.operatorId,
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json().assignment).toMatchObject({
      operator: { id: alice.operatorId },
      assigned_by: { id: chef.operatorId },
    });
    expect((await journalEntries(t, 'case.reassigned')).at(-1)).toMatchObject({ actor_id: chef.operatorId });
    const toAuditor = await post(chef, `/backoffice/cases/${answeredLate}/claim`, {
      assignee_id: auditor.operatorId,
    });
    expect(toAuditor.statusCode).toBe(422);
    expect(toAuditor.json().fields).toHaveProperty('assignee_id');
    expect((await post(auditor, `/backoffice/cases/${answeredLate}/claim`, {})).statusCode).toBe(403);
    expect((await post(chef, `/backoffice/cases/${answeredLate}/release`)).json()).toEqual({
      assignment: null,
    });
  });
});

describe('the dashboard', () => {
  it('lists the cases at risk of missing the service level, oldest first, and not the paused or fresh ones', async () => {
    const overdue = await submittedCase('2026-11-20T10:00:00.000Z', []);
    const response = await t.app.inject({ url: '/backoffice/dashboard', headers: auditor.headers });
    expect(response.statusCode, response.body).toBe(200);
    const atRisk = response.json().at_risk as { id: string; service_level: { overdue: boolean } }[];
    expect(atRisk.map((item) => item.id)).toEqual([overdue, answeredLate]);
    expect(atRisk[0]?.service_level.overdue).toBe(true);
    expect(atRisk[1]?.service_level.overdue).toBe(false);
  });
});
