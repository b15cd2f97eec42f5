import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { journalEntries, newOperator, signedIn } from '../backoffice/operator-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';

const clock = fixedClock(new Date('2026-11-27T09:00:00Z'));
const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET = 'Marqueur-Secret-7391';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ANALYTICS_MAX_BATCH_BYTES: '20000' } });
});
afterAll(() => t.close());

const at = (offsetMs: number) => clock.now().getTime() + offsetMs;

/** rrweb's full snapshot of a page with a password input (node id 7), as the recorder sends it. */
const fullSnapshot = (passwordValue?: string) => ({
  type: 2,
  timestamp: at(0),
  data: {
    node: {
      type: 0,
      id: 1,
      childNodes: [
        {
          type: 2,
          id: 5,
          tagName: 'form',
          attributes: {},
          childNodes: [
            {
              type: 2,
              id: 7,
              tagName: 'input',
              attributes: { type: 'password', ...(passwordValue ? { value: passwordValue } : {}) },
              childNodes: [],
            },
          ],
        },
      ],
    },
    initialOffset: { top: 0, left: 0 },
  },
});
/** An input event (incremental snapshot, source 5) on node `id`. */
const inputEvent = (id: number, text: string, offsetMs = 1000) => ({
  type: 3,
  timestamp: at(offsetMs),
  data: { source: 5, id, text, isChecked: false },
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });
const sendBatch = (sessionId: string, page: string, events: unknown[]) =>
  post('/analytics/recordings', { session_id: sessionId, page, events });
const countRows = async (table: 'analytics_recordings' | 'analytics_batches' | 'analytics_errors') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('consented analytics: what the visitor’s browser sends', () => {
  it('stores the batches of a recording with its pages, duration and event count', async () => {
    const id = randomUUID();
    const first = await sendBatch(id, '/', [fullSnapshot(), inputEvent(7, '********')]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ received: 2 });
    const second = await sendBatch(id, '/creation-compte', [inputEvent(9, 'dr.martin', 4000)]);
    expect(second.statusCode, second.body).toBe(201);

    const operator = await signedIn(t, await newOperator(t, 'auditor'));
    const list = await t.app.inject({ url: '/backoffice/analytics/recordings', headers: operator.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.find((item: { id: string }) => item.id === id)).toEqual({
      id,
      started_at: new Date(at(0)).toISOString(),
      last_event_at: new Date(at(4000)).toISOString(),
      duration_ms: 4000,
      pages: ['/', '/creation-compte'],
      event_count: 3,
      error_count: 0,
    });
  });

  it('refuses a batch where a password input travels unmasked, in the page or typed later', async () => {
    const id = randomUUID();
    expect((await sendBatch(id, '/', [fullSnapshot()])).statusCode).toBe(201);
    // The password input was described in an earlier batch: its clear value is still caught.
    const typed = await sendBatch(id, '/', [inputEvent(7, SECRET)]);
    expect(typed.statusCode).toBe(422);
    expect(typed.json().fields.events).toBeTruthy();
    const inSnapshot = await sendBatch(randomUUID(), '/', [fullSnapshot(SECRET)]);
    expect(inSnapshot.statusCode).toBe(422);

    const stored = await t.deps.db.selectFrom('analytics_batches').select('events').execute();
    expect(stored.some((row) => row.events.includes(SECRET))).toBe(false);
  });

  it('answers 422 for a malformed batch and 413 for one over the size limit, storing nothing', async () => {
    const before = await countRows('analytics_batches');
    const noEvents = await sendBatch(randomUUID(), '/', []);
    expect(noEvents.statusCode).toBe(422);
    const badSession = await sendBatch('not-a-uuid', '/', [inputEvent(3, '***')]);
    expect(badSession.statusCode).toBe(422);
    const tooBig = await sendBatch(randomUUID(), '/', [
      { type: 3, timestamp: at(0), data: { source: 0, text: 'x'.repeat(30_000) } },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(await countRows('analytics_batches')).toBe(before);
  });

  it('stores a front-end error', async () => {
    const before = await countRows('analytics_errors');
    const response = await post('/analytics/errors', {
      session_id: randomUUID(),
      page: '/creation-compte',
      kind: 'error',
      message: 'TypeError: x is undefined',
      source: '/assets/index.js',
      line: 12,
      column: 4,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await countRows('analytics_errors')).toBe(before + 1);
    expect((await post('/analytics/errors', { session_id: randomUUID(), page: '/' })).statusCode).toBe(422);
  });
});

describe('consented analytics: operators', () => {
  it('shows a recording’s events in order to supervisors and auditors and journals each viewing', async () => {
    const id = randomUUID();
    await sendBatch(id, '/', [fullSnapshot()]);
    await sendBatch(id, '/', [inputEvent(7, '****', 2000)]);
    for (const role of ['supervisor', 'auditor'] as const) {
      const operator = await signedIn(t, await newOperator(t, role));
      const response = await t.app.inject({
        url: `/backoffice/analytics/recordings/${id}`,
        headers: operator.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().events.map((event: { type: number }) => event.type)).toEqual([2, 3]);
    }
    const viewed = (await journalEntries(t, 'analytics.recording_viewed')).filter(
      (entry) => entry.object_id === id,
    );
    expect(viewed).toHaveLength(2);

    // Reviewers work the cases: the visitors' sessions are not theirs to watch.
    const reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
    for (const url of ['/backoffice/analytics/recordings', `/backoffice/analytics/recordings/${id}`]) {
      expect((await t.app.inject({ url, headers: reviewer.headers })).statusCode).toBe(403);
    }
  });

  it('lists the recordings started between two days, 20 a page, newest first, with their errors', async () => {
    // Days of their own, so that the other tests' recordings stay out of the filter.
    const day = (iso: string, minutes: number) => Date.parse(`${iso}T08:00:00.000Z`) + minutes * 60_000;
    const onTenth: string[] = [];
    for (let index = 0; index < 21; index += 1) {
      const id = randomUUID();
      onTenth.push(id);
      await sendBatch(id, '/', [{ ...fullSnapshot(), timestamp: day('2031-01-10', index) }]);
    }
    const withError = randomUUID();
    await sendBatch(withError, '/', [{ ...fullSnapshot(), timestamp: day('2031-01-12', 0) }]);
    await post('/analytics/errors', { session_id: withError, page: '/', kind: 'error', message: 'boom' });
    await post('/analytics/errors', { session_id: withError, page: '/', kind: 'error', message: 'again' });

    const operator = await signedIn(t, await newOperator(t, 'supervisor'));
    const list = (query: string) =>
      t.app.inject({ url: `/backoffice/analytics/recordings?${query}`, headers: operator.headers });
    const first = await list('from=2031-01-10&to=2031-01-10');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, page_size: 20, has_more: true });
    expect(first.json().items.map((item: { id: string }) => item.id)).toEqual(onTenth.slice(1).reverse());
    const second = await list('from=2031-01-10&to=2031-01-10&page=2');
    expect(second.json()).toMatchObject({ page: 2, has_more: false });
    expect(second.json().items.map((item: { id: string }) => item.id)).toEqual([onTenth[0]]);

    const later = await list('from=2031-01-11');
    expect(later.json().items).toEqual([expect.objectContaining({ id: withError, error_count: 2 })]);
    const viewed = await t.app.inject({
      url: `/backoffice/analytics/recordings/${withError}`,
      headers: operator.headers,
    });
    expect(viewed.json().error_count).toBe(2);

    expect((await list('from=10/01/2031')).statusCode).toBe(422);
  });

  it('keeps the recordings from anonymous visitors and answers 404 for an unknown one', async () => {
    expect((await t.app.inject({ url: '/backoffice/analytics/recordings' })).statusCode).toBe(401);
    const operator = await signedIn(t, await newOperator(t, 'auditor'));
    const unknown = await t.app.inject({
      url: `/backoffice/analytics/recordings/${randomUUID()}`,
      headers: operator.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('consented analytics: retention', () => {
  it('purges recordings, their batches and errors older than the retention period (30 days)', async () => {
    const old = randomUUID();
    await sendBatch(old, '/', [fullSnapshot()]);
    await post('/analytics/errors', { session_id: old, page: '/', kind: 'error', message: 'old' });
    clock.advance(29 * DAY_MS);
    const recent = randomUUID();
    await sendBatch(recent, '/', [{ ...fullSnapshot(), timestamp: at(0) }]);
    clock.advance(2 * DAY_MS);

    const operator = await signedIn(t, await newOperator(t, 'supervisor'));
    const list = await t.app.inject({ url: '/backoffice/analytics/recordings', headers: operator.headers });
    const ids = list.json().items.map((item: { id: string }) => item.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
    const oldBatches = await t.deps.db
      .selectFrom('analytics_batches')
      .select('id')
      .where('recording_id', '=', old)
      .execute();
    expect(oldBatches).toEqual([]);
    const oldErrors = await t.deps.db
      .selectFrom('analytics_errors')
      .select('id')
      .where('session_id', '=', old)
      .execute();
    expect(oldErrors).toEqual([]);
  });
});

describe('consented analytics: rate limit', () => {
  it('answers 429 once a visitor sends more than 30 error reports a minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await post('/analytics/errors', {
        session_id: randomUUID(),
        page: '/',
        kind: 'unhandledrejection',
        message: `rejection ${index}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
