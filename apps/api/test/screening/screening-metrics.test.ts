import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SubmittedSignup, submittedSignup } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sample } from '../ops/ops-kit';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from './screening-fixtures';

/**
 * The screening's backlog on /metrics, as the bank's monitoring reads it: the hits waiting for a
 * disposition, the strong ones among them, and the subjects a rescreen has still to screen.
 */
let t: TestApp;
let signup: SubmittedSignup;

const scrape = async () => t.deps.metrics.registry.metrics();
const backlog = async () => {
  const text = await scrape();
  return {
    open: sample(text, 'screening_backlog{stage="open_hits"}'),
    strong: sample(text, 'screening_backlog{stage="strong_open_hits"}'),
    rescreenLeft: sample(text, 'screening_backlog{stage="rescreen_subjects_left"}'),
  };
};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false', METRICS_PORT: '0' } });
  await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
  signup = await submittedSignup(t);
});
afterAll(async () => t?.close());

describe('the screening backlog on /metrics', () => {
  it('shows an empty backlog while nothing waits', async () => {
    expect(await backlog()).toEqual({ open: 0, strong: 0, rescreenLeft: 0 });
    expect(sample(await scrape(), 'screening_oldest_waiting_seconds')).toBe(0);
  });

  it('counts the hits opened, the strong ones apart, and drops them once cleared', async () => {
    // A person of the case declared as a listed demo person: one strong hit on each list.
    await t.deps.db
      .updateTable('representatives')
      .set({ first_name: 'Sergey Vladimirovich', last_name: 'Vorontsevich', birth_date: '1961-04-12' })
      .where('company_id', '=', signup.caseId)
      .where('is_company', '=', 0)
      .execute();
    expect(await t.app.services.screening.screenCase(signup.caseId)).toBe(2);
    const [first] = await t.deps.db
      .selectFrom('screening_hits')
      .select('id')
      .where('company_id', '=', signup.caseId)
      .orderBy('id')
      .execute();
    // One of them below the high score: open, not strong.
    const belowHigh = t.deps.config.screening.highScore - 0.01;
    await t.deps.db
      .updateTable('screening_hits')
      .set({ score: belowHigh })
      .where('id', '=', first?.id ?? '')
      .execute();
    expect(await backlog()).toEqual({ open: 2, strong: 1, rescreenLeft: 0 });
    expect(sample(await scrape(), 'screening_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);

    await t.deps.db
      .updateTable('screening_hits')
      .set({ status: 'cleared' })
      .where('id', '=', first?.id ?? '')
      .execute();
    expect(await backlog()).toEqual({ open: 1, strong: 1, rescreenLeft: 0 });
    await t.deps.db
      .updateTable('screening_hits')
      .set({ status: 'cleared' })
      .where('company_id', '=', signup.caseId)
      .execute();
    expect(await backlog()).toEqual({ open: 0, strong: 0, rescreenLeft: 0 });
  });

  it('shows the subjects an unfinished rescreen has still to screen, none once it ends', async () => {
    const screening = t.app.services.screening;
    const crash = new Error('process killed');
    await expect(
      screening.rescreenBase({
        pageSize: 1,
        onProgress: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const stopped = await screening.unfinishedRescreen();
    expect(stopped?.done).toBe(1);
    expect((await backlog()).rescreenLeft).toBe(Number(stopped?.total) - 1);

    await screening.rescreenBase({ pageSize: 1 });
    expect((await backlog()).rescreenLeft).toBe(0);
  });
});
