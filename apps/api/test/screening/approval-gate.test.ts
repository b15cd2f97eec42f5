import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInOperator } from '../backoffice/operator-kit';
import {
  acceptEveryDocument,
  act,
  fakeRegistry,
  newOperator,
  type SubmittedSignup,
  signedIn,
  submittedSignup,
} from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from './screening-fixtures';

let t: TestApp;
let reviewer: SignedInOperator;
let supervisor: SignedInOperator;
let signup: SubmittedSignup;

const approve = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/backoffice/cases/${signup.caseId}/approve`,
    headers: { ...supervisor.writeHeaders, ...headers },
    payload: {},
  });
const setHits = (status: 'open' | 'cleared' | 'confirmed') =>
  t.deps.db.updateTable('screening_hits').set({ status }).where('company_id', '=', signup.caseId).execute();

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
  signup = await submittedSignup(t);
  await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
  // A person of the case declared as a variant of a listed demo person.
  await t.deps.db
    .updateTable('representatives')
    .set({ first_name: 'Sergei', last_name: 'Vorontsevitch', birth_date: '1961-04-12' })
    .where('company_id', '=', signup.caseId)
    .where('is_company', '=', 0)
    .execute();
  expect(await t.app.services.screening.screenCase(signup.caseId)).toBeGreaterThan(0);
  const started = await act(t, reviewer, `/backoffice/cases/${signup.caseId}/review`);
  expect(started.statusCode, started.body).toBe(200);
  await acceptEveryDocument(t, reviewer, signup.caseId);
});
afterAll(async () => t?.close());

describe("the screening's gate on a case's approval", () => {
  it('refuses the approval (409) while a hit is open, in the operator’s language', async () => {
    const refused = await approve();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Une alerte de criblage de ce dossier attend sa décision\u00a0: levez-la ou confirmez-la avant de valider.',
    );
    const inEnglish = await approve({ 'accept-language': 'en' });
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json().message).toContain('screening hit');
    const page = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${signup.caseId}/decisions`,
      headers: supervisor.headers,
    });
    expect(page.json().approval_blockers).toEqual(['screening_hits_open']);
  });

  it('refuses the approval for good once a hit is confirmed as a true match', async () => {
    await setHits('confirmed');
    const refused = await approve();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('gelé');
  });

  it('shows the freeze on the case page while a true match stands, and only then', async () => {
    const casePage = () =>
      t.app.inject({ method: 'GET', url: `/backoffice/cases/${signup.caseId}`, headers: reviewer.headers });
    await setHits('confirmed');
    expect((await casePage()).json().frozen).toBe(true);
    await setHits('open');
    expect((await casePage()).json().frozen).toBe(false);
  });

  it('lets the case be approved once every hit is cleared', async () => {
    await setHits('cleared');
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
