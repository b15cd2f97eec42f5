import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { encodeCursor } from '../../src/db/repositories/page-cursor';
import { openApiOperations, operationKey } from '../helpers/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  brandInsurer,
  createRequest,
  newPartner,
  operatingCompanyRequest,
  partnerToken,
} from '../partners/partner-kit';
import {
  move,
  openingOfRequest,
  openingWithAccount,
  reportsOf,
  startReceiver,
} from '../status-reports/report-kit';

/**
 * Partners A and B, and the brand's insurer, each with requests whose openings moved (so each has
 * status reports), and an opening started on the web. Every partner route is called by B with A's
 * identifiers, credentials aside: B reads, pages and changes nothing of A, whatever the cursor.
 */
const clock = fixedClock(new Date('2026-11-28T09:00:00Z'));
const INSURER_CLIENT_ID = 'ptn_brand_insurer_of_the_tests';
const PARTNER_ROUTES = [
  'POST /partner/v1/oauth/token',
  'POST /partner/v1/signup-requests',
  'GET /partner/v1/signup-requests',
  'GET /partner/v1/signup-requests/{uuid}',
  'POST /partner/v1/signup-requests/{uuid}/withdraw',
  'GET /partner/v1/events',
];

interface World {
  partnerId: string;
  clientId: string;
  headers: { authorization: string };
  body: Record<string, unknown>;
  requests: string[];
  companyId: string;
  reportIds: string[];
}

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let a: World;
let b: World;
let insurer: World;
let web: { companyId: string; reportIds: string[] };

const personOf = (name: string) => ({
  first_name: name,
  last_name: name,
  email: `${name.toLowerCase()}@example.test`,
  phone: '+33 6 10 20 30 40',
});

async function world(name: string, partner: { id: string; clientId: string; clientSecret: string }) {
  const headers = await partnerToken(t, partner);
  const body = operatingCompanyRequest({ person: personOf(name), partner_reference: `REF-${name}` });
  const taken = await createRequest(t, headers, `order-${name}-1`, body);
  const untaken = await createRequest(t, headers, `order-${name}-2`, body);
  const { companyId } = await openingOfRequest(t, taken.uuid);
  await move(t, companyId, 'submitted', 'under_review', 'awaiting_first_transfer', 'open');
  const reportIds = (await reportsOf(t, companyId)).map((report) => report.id);
  expect(reportIds).toHaveLength(2);
  const world: World = {
    partnerId: partner.id,
    clientId: partner.clientId,
    headers,
    body,
    requests: [taken.uuid, untaken.uuid],
    companyId,
    reportIds,
  };
  return world;
}

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    clock,
    env: {
      RATE_LIMIT_ENABLED: 'false',
      STATUS_REPORT_URL: receiver.url,
      STATUS_REPORT_SECRETS: 'secret-of-the-insurer-0123456789abcdef',
      STATUS_REPORT_PARTNER: INSURER_CLIENT_ID,
    },
  });
  a = await world('Alice', await newPartner(t));
  b = await world('Bruno', await newPartner(t));
  insurer = await world('Irene', await brandInsurer(t, INSURER_CLIENT_ID));
  const opening = await openingWithAccount(t);
  await move(t, opening.companyId, 'submitted');
  web = { companyId: opening.companyId, reportIds: (await reportsOf(t, opening.companyId)).map((r) => r.id) };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** What of A must never appear in an answer to B (A's person is in the body B copies from A: not a secret here). */
const secretsOf = (partner: World) => [
  partner.clientId,
  partner.companyId,
  ...partner.requests,
  ...partner.reportIds,
];

const sorted = (ids: readonly string[]) => [...ids].sort();

/** A's rows: its requests, its reports, its tokens. */
async function footprint(partner: World) {
  const [requests, reports, tokens] = await Promise.all([
    t.deps.db.selectFrom('signup_requests').selectAll().where('partner_id', '=', partner.partnerId).execute(),
    t.deps.db.selectFrom('status_reports').selectAll().where('partner_id', '=', partner.partnerId).execute(),
    t.deps.db
      .selectFrom('partner_access_tokens')
      .select('token_hash')
      .where('partner_id', '=', partner.partnerId)
      .execute(),
  ]);
  return JSON.stringify({ requests, reports, tokens });
}

/** B's call: under 500, nothing of A in the answer, nothing of A changed. */
async function asB(call: {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}) {
  const before = await footprint(a);
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...b.headers, ...call.headers },
    ...(call.payload ? { payload: call.payload } : {}),
  });
  const label = `${call.method} ${call.url}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  for (const secret of secretsOf(a)) expect(response.body, `${label} leaks ${secret}`).not.toContain(secret);
  expect(await footprint(a), label).toBe(before);
  return response;
}

/** Every event a partner reads, paging one at a time from the start (or from `cursor`). */
async function pagedEvents(headers: Record<string, string>, cursor?: string): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null | undefined = cursor;
  do {
    const response: { statusCode: number; body: string; json: <T>() => T } = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/events?limit=1${next ? `&cursor=${next}` : ''}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page: { items: { id: string }[]; next_cursor: string | null } = response.json();
    ids.push(...page.items.map((item) => item.id));
    next = page.next_cursor;
  } while (next);
  return ids;
}

describe('the partner routes', () => {
  it('are all in this matrix', () => {
    const documented = openApiOperations(t.app)
      .filter((operation) => operation.path.startsWith('/partner/v1/'))
      .map(operationKey);
    expect(documented.sort()).toEqual([...PARTNER_ROUTES].sort());
  });
});

describe('partner B with partner A’s identifiers', () => {
  it('POST /partner/v1/oauth/token: A’s client id with B’s secret is no credential', async () => {
    const basic = Buffer.from(`${a.clientId}:${(await newPartner(t)).clientSecret}`).toString('base64');
    const response = await asB({
      method: 'POST',
      url: '/partner/v1/oauth/token',
      headers: { authorization: `Basic ${basic}` },
      payload: { grant_type: 'client_credentials' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('POST /partner/v1/signup-requests: A’s Idempotency-Key and body make B a request of its own, never replay A’s', async () => {
    const response = await asB({
      method: 'POST',
      url: '/partner/v1/signup-requests',
      headers: { 'idempotency-key': 'order-Alice-1' },
      payload: a.body,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(a.requests).not.toContain(response.json().uuid);
  });

  it('GET /partner/v1/signup-requests: B pages its own requests only, whatever the cursor', async () => {
    const all = await asB({ method: 'GET', url: '/partner/v1/signup-requests?limit=100' });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.length).toBeGreaterThanOrEqual(2);
    const [newest] = await t.deps.db
      .selectFrom('signup_requests')
      .select(['id', 'created_at'])
      .where('id', 'in', a.requests)
      .orderBy('created_at', 'desc')
      .execute();
    for (const cursor of [
      encodeCursor(newest?.created_at ?? '', newest?.id ?? ''),
      encodeCursor('9999-12-31T00:00:00.000Z', 'ffffffff'),
    ]) {
      const page = await asB({
        method: 'GET',
        url: `/partner/v1/signup-requests?limit=100&cursor=${cursor}`,
      });
      expect(page.statusCode).toBe(200);
    }
  });

  it('GET /partner/v1/signup-requests/{uuid}: A’s request is a 404, as an unknown one', async () => {
    for (const uuid of a.requests) {
      const response = await asB({ method: 'GET', url: `/partner/v1/signup-requests/${uuid}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('POST /partner/v1/signup-requests/{uuid}/withdraw: A’s request is a 404 and stays as it was', async () => {
    for (const uuid of a.requests) {
      const before = await t.deps.db
        .selectFrom('signup_requests')
        .select('status')
        .where('id', '=', uuid)
        .executeTakeFirstOrThrow();
      const response = await asB({ method: 'POST', url: `/partner/v1/signup-requests/${uuid}/withdraw` });
      expect(response.statusCode).toBe(404);
      const after = await t.deps.db
        .selectFrom('signup_requests')
        .select('status')
        .where('id', '=', uuid)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe(before.status);
    }
  });

  it('GET /partner/v1/events: B reads its own openings’ events only, by pages or from any cursor', async () => {
    const all = await asB({ method: 'GET', url: '/partner/v1/events?limit=100' });
    expect(sorted(all.json().items.map((item: { id: string }) => item.id))).toEqual(sorted(b.reportIds));
    expect(sorted(await pagedEvents(b.headers))).toEqual(sorted(b.reportIds));
    const [first] = await reportsOf(t, a.companyId);
    for (const cursor of [
      encodeCursor(first?.created_at ?? '', first?.id ?? ''),
      encodeCursor('0000-01-01T00:00:00.000Z', ''),
      encodeCursor(first?.created_at ?? '', ''),
    ]) {
      const page = await asB({ method: 'GET', url: `/partner/v1/events?limit=100&cursor=${cursor}` });
      expect(page.statusCode).toBe(200);
      for (const id of [...a.reportIds, ...web.reportIds, ...insurer.reportIds])
        expect(page.body).not.toContain(id);
      // Nor A's reference of its request, nor who the web opening's member is.
      expect(page.body).not.toContain('REF-Alice');
      expect(page.body).not.toContain('"member":{');
    }
  });
});

describe('the brand’s insurer', () => {
  it('reads its own requests’ events and those of the openings started on the web, never A’s nor B’s', async () => {
    expect(sorted(await pagedEvents(insurer.headers))).toEqual(
      sorted([...insurer.reportIds, ...web.reportIds]),
    );
    expect(sorted(await pagedEvents(a.headers))).toEqual(sorted(a.reportIds));
  });

  it('alone is posted reports: A’s and B’s are kept for their feeds, never sent to the insurer’s endpoint', async () => {
    await t.app.services.statusReportDelivery.deliverDue();
    const posted = receiver.events().map((event) => event.id);
    expect(sorted(posted)).toEqual(sorted([...insurer.reportIds, ...web.reportIds]));
    for (const partner of [a, b])
      expect((await reportsOf(t, partner.companyId)).map((report) => report.state)).toEqual([
        'feed_only',
        'feed_only',
      ]);
  });
});

describe('a customer withdrawing the consent', () => {
  it('takes the reports not delivered off the partner’s feed', async () => {
    const headers = await partnerToken(t, await newPartner(t));
    const { uuid } = await createRequest(t, headers, 'order-withdrawn', operatingCompanyRequest());
    const { user, companyId } = await openingOfRequest(t, uuid);
    await move(t, companyId, 'submitted');
    expect(await pagedEvents(headers)).toHaveLength(1);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/companies/${companyId}/information-exchange-consent`,
      headers: user.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await pagedEvents(headers)).toEqual([]);
  });
});
