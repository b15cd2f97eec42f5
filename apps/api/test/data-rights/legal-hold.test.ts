import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from '../backoffice/operator-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { abandonedOpening } from './retention-kit';

/**
 * The bank's legal hold from the back-office: set and lifted with a reason by a supervisor only,
 * shown on the case page (who, when, why), journaled, and keeping the case from the erasure.
 */
let t: TestApp;
let supervisor: SignedInOperator;
let reviewer: SignedInOperator;
let auditor: SignedInOperator;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
}, 60_000);
afterAll(async () => t?.close());

const hold = (caseId: string, by: SignedInOperator, reason: unknown, lift = false) =>
  t.app.inject({
    method: 'POST',
    url: `/backoffice/cases/${caseId}/legal-hold${lift ? '/lift' : ''}`,
    headers: { ...by.writeHeaders, 'accept-language': 'en' },
    payload: { reason },
  });
const casePage = async (caseId: string) => {
  const page = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${caseId}`,
    headers: supervisor.headers,
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().legal_hold;
};

describe("the bank's legal hold on a case", () => {
  it('is set by a supervisor with a reason, shown on the case page, kept from erasure, then lifted', async () => {
    const { user, companyId } = await abandonedOpening(t, 'hold.me@example.test', 'Cabinet Saisi');
    expect(await casePage(companyId)).toBeNull();

    const set = await hold(companyId, supervisor, 'Réquisition du parquet du 3 décembre');
    expect(set.statusCode, set.body).toBe(200);
    const standing = {
      id: expect.any(String),
      reason: 'Réquisition du parquet du 3 décembre',
      set_at: expect.any(String),
      set_by: { id: supervisor.operatorId, name: expect.any(String) },
    };
    expect(set.json().legal_hold).toEqual(standing);
    expect(await casePage(companyId)).toEqual(standing);

    const again = await hold(companyId, supervisor, 'Deuxième réquisition');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A legal hold already stands on this case.');

    const erased = await t.app.inject({
      method: 'POST',
      url: `/companies/${companyId}/erasure`,
      headers: user.headers,
    });
    expect(erased.statusCode).toBe(409);

    const lifted = await hold(companyId, supervisor, 'Procédure classée', true);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toEqual({ legal_hold: null });
    expect(await casePage(companyId)).toBeNull();
    const row = await t.deps.db
      .selectFrom('legal_holds')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lift_reason: 'Procédure classée', lifted_by: supervisor.operatorId });

    const liftedTwice = await hold(companyId, supervisor, 'Encore', true);
    expect(liftedTwice.statusCode).toBe(409);
    expect(liftedTwice.json().message).toBe('No legal hold stands on this case.');

    const [setEntry] = (await journalEntries(t, 'data_rights.legal_hold_set')).filter(
      (e) => e.case_id === companyId,
    );
    const [liftEntry] = (await journalEntries(t, 'data_rights.legal_hold_lifted')).filter(
      (e) => e.case_id === companyId,
    );
    expect(setEntry).toMatchObject({ actor_id: supervisor.operatorId, object_id: row.id });
    expect(liftEntry).toMatchObject({ actor_id: supervisor.operatorId, object_id: row.id });
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  });

  it('refuses a hold without a reason (422) and a missing case (404), writing nothing', async () => {
    const { companyId } = await abandonedOpening(t, 'no.reason@example.test', 'Cabinet Sans Motif');
    const blank = await hold(companyId, supervisor, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().fields?.reason).toBeTruthy();
    expect((await hold(companyId, supervisor, undefined)).statusCode).toBe(422);
    expect((await hold('00000000-0000-4000-8000-000000000000', supervisor, 'Motif')).statusCode).toBe(404);
    expect(
      await t.deps.db.selectFrom('legal_holds').select('id').where('company_id', '=', companyId).execute(),
    ).toEqual([]);
  });

  it('is refused to reviewers and auditors (403), set or lifted', async () => {
    const { companyId } = await abandonedOpening(t, 'not.yours@example.test', 'Cabinet Interdit');
    for (const operator of [reviewer, auditor]) {
      expect((await hold(companyId, operator, 'Motif')).statusCode).toBe(403);
      expect((await hold(companyId, operator, 'Motif', true)).statusCode).toBe(403);
    }
    expect(
      await t.deps.db.selectFrom('legal_holds').select('id').where('company_id', '=', companyId).execute(),
    ).toEqual([]);
  });
});
