import type { ScreeningHitReply } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInOperator } from '../backoffice/operator-kit';
import { enrollmentCompany, signupCompany } from '../companies/company-bodies';
import { completeWithSca, readySignupCompany } from '../companies/ready-company';
import { acceptEveryDocument, act, fakeRegistry, newOperator, signedIn } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { shareholderCompany } from '../representatives/people-bodies';
import { importLists, registerListingCompany } from './screening-fixtures';

/**
 * A company among the case's shareholders is screened as a company, at submission and when it
 * changes afterwards: a listed holding company is flagged, reaches the operators as the case's
 * hit and holds the approval back like any open hit.
 */
const LISTED_COMPANY = { id: 97001, name: 'CORVINA MARITIME HOLDINGS', aliases: ['Corvina Shipping Group'] };
/** The listed company as a customer declares it: with its legal form, in the case of a French form. */
const LISTED_SHAREHOLDER = 'Corvina Maritime Holdings SAS';
const UNLISTED_SHAREHOLDER = 'Holding Santé Rhône';

let t: TestApp;
let user: TestUser;
let reviewer: SignedInOperator;
let caseId: string;
let listedShareholderId: string;
let unlistedShareholderId: string;

const declareShareholder = async (name: string): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/companies/${caseId}/mandate`,
    headers: user.headers,
    // In the signup journey a company is declared as a legal representative, here holding shares.
    payload: shareholderCompany({ name, shareholders_value: 2500, is_mandatary: true, title_code: 'PRE' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

const caseHits = async (): Promise<ScreeningHitReply[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${caseId}/screening-hits`,
    headers: reviewer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const approvalBlockers = async (): Promise<string[]> => {
  const page = await t.app.inject({
    method: 'GET',
    url: `/backoffice/cases/${caseId}/decisions`,
    headers: reviewer.headers,
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().approval_blockers;
};

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  await importLists(t.deps, [registerListingCompany(t.deps, 'gels-test-company.json', LISTED_COMPANY)]);
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  user = await createTestUser(t.deps);
  // Beside the user's 5,000 shares, a quarter of the capital for each company shareholder: enough
  // to be declared.
  caseId = await readySignupCompany(
    t,
    user,
    signupCompany({ capital_amount: '10 000', number_of_actions: '10000' }),
  );
  listedShareholderId = await declareShareholder(LISTED_SHAREHOLDER);
  unlistedShareholderId = await declareShareholder(UNLISTED_SHAREHOLDER);
  const certified = await t.app.inject({
    method: 'GET',
    url: `/companies/${caseId}/validate-representatives?certified=true`,
    headers: user.headers,
  });
  expect(certified.statusCode, certified.body).toBe(200);
});
afterAll(async () => t?.close());

describe('company shareholders screened as companies', () => {
  it('flags the listed company shareholder at submission, and not the one off the list', async () => {
    const completed = await completeWithSca(t, user, caseId);
    expect(completed.statusCode, completed.body).toBe(200);
    const hits = await caseHits();
    expect(hits.map((hit) => [hit.subject_type, hit.subject_id, hit.subject_name, hit.entry_name])).toEqual([
      ['company', listedShareholderId, LISTED_SHAREHOLDER, LISTED_COMPANY.name],
    ]);
    expect(hits[0]).toMatchObject({ list: 'fr_gels', entry_id: String(LISTED_COMPANY.id), status: 'open' });
  });

  it('holds the approval back while the shareholder’s hit is open, and only then', async () => {
    const started = await act(t, reviewer, `/backoffice/cases/${caseId}/review`);
    expect(started.statusCode, started.body).toBe(200);
    await acceptEveryDocument(t, reviewer, caseId);
    expect(await approvalBlockers()).toContain('screening_hits_open');
    await t.deps.db
      .updateTable('screening_hits')
      .set({ status: 'cleared' })
      .where('company_id', '=', caseId)
      .execute();
    expect(await approvalBlockers()).not.toContain('screening_hits_open');
  });

  it('screens a company shareholder again when its name changes after submission', async () => {
    // The hits cleared above: the opening rated without a possible match.
    await t.deps.db.transaction().execute((trx) =>
      t.app.services.risk.rerate(trx, {
        caseId,
        trigger: 'screening',
        actor: { type: 'system', id: null },
      }),
    );
    await t.app.services.people.mandates.update(caseId, unlistedShareholderId, user.id, {
      name: 'Corvina Shipping Group',
    });
    const renamed = (await caseHits()).filter((hit) => hit.subject_id === unlistedShareholderId);
    expect(renamed.map((hit) => [hit.subject_type, hit.subject_name, hit.entry_id, hit.status])).toEqual([
      ['company', 'Corvina Shipping Group', String(LISTED_COMPANY.id), 'open'],
    ]);
    // The save rated the opening again with its new possible match, as a person's save does.
    const latest = await t.deps.db
      .selectFrom('risk_ratings')
      .select(['trigger', 'factors'])
      .where('company_id', '=', caseId)
      .where('actor_type', '=', 'customer')
      .where('trigger', '=', 'person_saved')
      .execute();
    expect(latest.some((rating) => rating.factors.includes('screening_potential_match'))).toBe(true);
  });

  it('rescreens the company shareholders with the whole base', async () => {
    await t.deps.db.deleteFrom('screening_hits').execute();
    const run = await t.app.services.screening.rescreenBase({ pageSize: 1 });
    expect(run.finished_at).not.toBeNull();
    expect(run.done).toBe(run.total);
    const hits = await caseHits();
    expect(hits.map((hit) => hit.subject_id).sort()).toEqual(
      [listedShareholderId, unlistedShareholderId].sort(),
    );
  });
});

describe('company shareholders in the enrollment journey', () => {
  it('screens a company holding shares of a company being created, the case’s own screening reading it', async () => {
    const founder = await createTestUser(t.deps, { registrationType: 'new_company' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: founder.headers,
      payload: enrollmentCompany(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const enrollmentCase = created.json().id as string;
    // In enrollment a company is declared as a shareholder alone, with no mandate.
    const shareholder = await t.app.inject({
      method: 'POST',
      url: `/companies/${enrollmentCase}/mandate`,
      headers: founder.headers,
      payload: shareholderCompany({ name: LISTED_SHAREHOLDER, shareholders_value: 300 }),
    });
    expect(shareholder.statusCode, shareholder.body).toBe(201);
    // What submission runs in its transaction.
    expect(await t.app.services.screening.screenCase(enrollmentCase)).toBe(1);
    const hits = await t.deps.db
      .selectFrom('screening_hits')
      .select(['subject_type', 'subject_id', 'subject_name', 'entry_id'])
      .where('company_id', '=', enrollmentCase)
      .execute();
    expect(hits).toEqual([
      {
        subject_type: 'company',
        subject_id: shareholder.json().id,
        subject_name: LISTED_SHAREHOLDER,
        entry_id: String(LISTED_COMPANY.id),
      },
    ]);
  });
});
