import type { OpeningStatus } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { enrollmentCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { customerCase, fakeRegistry } from './case-fixtures';
import { newOperator, type SignedInOperator, signedIn } from './operator-kit';

const clock = fixedClock(new Date('2026-11-26T10:00:00Z'));
let t: TestApp;
let auditor: SignedInOperator;

/** Moves the opening along the lifecycle as its moves happen, each at its moment. */
async function walk(caseId: string, moves: [OpeningStatus, 'customer' | 'operator', string][]) {
  for (const [to, kind, at] of moves) {
    await t.deps.db
      .transaction()
      .execute((trx) =>
        t.app.services.openings.move(trx, { companyId: caseId, to, actor: { kind, id: null }, at }),
      );
  }
}
const toOpen = (submitted: string, opened: string): [OpeningStatus, 'customer' | 'operator', string][] => [
  ['submitted', 'customer', submitted],
  ['under_review', 'operator', submitted],
  ['awaiting_first_transfer', 'operator', submitted],
  ['open', 'operator', opened],
];

beforeAll(async () => {
  t = await createTestApp({ clock, registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
  const a = await customerCase(t);
  const b = await customerCase(t, {
    company: enrollmentCompany({ name: 'Cabinet Dupont' }),
    registrationType: 'new_company',
  });
  const c = await customerCase(t, {
    company: enrollmentCompany({ name: 'Cabinet Durand' }),
    registrationType: 'new_company',
  });
  await customerCase(t, {
    company: enrollmentCompany({ name: 'Cabinet Petit' }),
    registrationType: 'new_company',
  });
  // Opened 10 h, 30 h and 110 h after submission; the last one stays in progress.
  await walk(a.caseId, toOpen('2026-11-20T08:00:00.000Z', '2026-11-20T18:00:00.000Z'));
  await walk(b.caseId, toOpen('2026-11-21T08:00:00.000Z', '2026-11-22T14:00:00.000Z'));
  await walk(c.caseId, toOpen('2026-11-21T08:00:00.000Z', '2026-11-25T22:00:00.000Z'));
});
afterAll(async () => {
  await t.close();
});

const read = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/backoffice/dashboard${query}`,
    headers: { ...auditor.headers, 'x-language': 'en' },
  });

describe('the dashboard', () => {
  it('counts the period’s openings per status and the median and 90th percentile from submission to opening', async () => {
    const response = await read('');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: '2026-10-28', to: '2026-11-26', started: 4, opened: 3 });
    const counts = Object.fromEntries(
      body.by_status.map((row: { status: string; count: number }) => [row.status, row.count]),
    );
    expect(counts).toMatchObject({ open: 3, journey_in_progress: 1, submitted: 0, refused: 0 });
    expect(body.by_status).toHaveLength(11);
    // 10, 30 and 110 hours: the median is 30, the 90th percentile 94 (interpolated).
    expect(body.hours_to_open_median).toBe(30);
    expect(body.hours_to_open_p90).toBe(94);
  });

  it('reads only the chosen period', async () => {
    const body = (await read('?from=2026-11-20&to=2026-11-22')).json();
    expect(body.opened).toBe(2);
    expect(body.hours_to_open_median).toBe(20);
    const before = (await read('?from=2026-01-01&to=2026-01-31')).json();
    expect(before).toMatchObject({
      started: 0,
      opened: 0,
      hours_to_open_median: null,
      hours_to_open_p90: null,
    });
  });

  it('refuses a period the wrong way round, too long, or not a date, in the operator’s language', async () => {
    const backwards = await read('?from=2026-11-20&to=2026-11-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().fields.to).toBe('The end of the period must come after its start.');
    const long = await read('?from=2024-01-01&to=2026-11-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().fields.to).toBe('The period cannot be longer than 366 days.');
    expect((await read('?from=20/11/2026')).statusCode).toBe(422);
  });
});
