import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInOperator } from '../backoffice/operator-kit';
import { newOperator, signedIn } from '../decisions/decision-kit';
import { buildHttpCustomer } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from './screening-fixtures';

let t: TestApp;
let reviewer: SignedInOperator;

const listRuns = () =>
  t.app.inject({ method: 'GET', url: '/backoffice/screening/runs', headers: reviewer.headers });

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  await buildHttpCustomer(t, { marker: 'Runwatch', complete: false });
  await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
});
afterAll(async () => t?.close());

describe('the rescreens of the base in the back-office', () => {
  it('shows a stopped rescreen with how far it got, then the same run finished once resumed', async () => {
    const screening = t.app.services.screening;
    const stop = new Error('process killed');
    await expect(
      screening.rescreenBase({
        pageSize: 1,
        onProgress: () => {
          throw stop;
        },
      }),
    ).rejects.toBe(stop);

    const stopped = await listRuns();
    expect(stopped.statusCode, stopped.body).toBe(200);
    const [run] = stopped.json();
    expect(run).toMatchObject({ done: 1, finished_at: null });
    expect(run.total).toBeGreaterThan(1);
    expect(run.versions).toHaveLength(2);

    await screening.rescreenBase({ pageSize: 1 });
    const resumed = (await listRuns()).json();
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toMatchObject({ id: run.id, done: run.total, total: run.total });
    expect(resumed[0].finished_at).not.toBeNull();
    // Every case of the base is on record as screened against the run's versions, hit or not.
    const cases = await t.deps.db.selectFrom('companies').select('id').execute();
    expect(cases.length).toBeGreaterThan(0);
    for (const { id } of cases) {
      const { versions } = await screening.caseRecord(id);
      expect(versions.map((version) => version.version).sort()).toEqual([...run.versions].sort());
    }
  });
});
