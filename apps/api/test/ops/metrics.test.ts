import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startMetricsServer } from '../../src/observability/metrics-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { move, openingWithAccount } from '../status-reports/report-kit';
import { freePort, sample } from './ops-kit';

/**
 * The metrics as Prometheus scrapes them: the API listening on a real port, its metrics on their
 * own, real calls in between, and the figures read from the text format.
 */
describe('metrics', () => {
  let t: TestApp;
  let api: string;
  let metrics: Awaited<ReturnType<typeof startMetricsServer>>;
  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { headers });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_ENABLED: 'false',
        METRICS_PORT: '0',
        // A relay that refuses connections: the contact form's e-mail waits in the outbox.
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { registry } = t.deps.metrics;
    metrics = await startMetricsServer(
      { host: '127.0.0.1', port: 0, token: 'a-token-of-sixteen-chars' },
      async () => ({
        contentType: registry.contentType,
        body: await registry.metrics(),
      }),
    );
  });
  afterAll(async () => {
    await metrics.close();
    t.deps.messaging.close();
    await t.close();
  });

  const bearer = { authorization: 'Bearer a-token-of-sixteen-chars' };

  it('answers only with the token, only on /metrics, in the Prometheus text format', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer a-token-of-sixteen-charz' })).status).toBe(401);
    const answer = await scrape(bearer);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`, { headers: bearer })).status).toBe(404);
    // The API's own port has no metrics.
    expect((await fetch(`${api}/metrics`)).status).toBe(404);
  });

  it('counts requests by route pattern, method and status class, with their durations', async () => {
    const series = 'http_requests_total{method="GET",route="/legal-forms",status_class="2xx"}';
    const before = sample((await scrape(bearer)).text, series) ?? 0;
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${api}/legal-forms`)).status).toBe(200);
    await fetch(`${api}/no-such-page/123?email=someone@example.test`);
    const text = (await scrape(bearer)).text;
    expect(sample(text, series)).toBe(before + 3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/legal-forms",status_class="2xx"}',
      ),
    ).toBe(before + 3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/legal-forms",status_class="2xx"}',
      ),
    ).toBe(before + 3);
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBeGreaterThan(0);
    // A path no route matched is no label: neither its ids nor its query.
    expect(text).not.toContain('no-such-page');
    expect(text).not.toContain('someone@example.test');
  });

  it('labels a customer’s calls by the route’s pattern, never their ids or e-mail', async () => {
    const user = await createTestUser(t.deps);
    const { companyId } = await openingWithAccount(t);
    // Another customer's company: refused (404), counted under the route's pattern.
    const answer = await fetch(`${api}/companies/${companyId}/health-links`, { headers: user.headers });
    expect(answer.status).toBe(404);
    const text = (await scrape(bearer)).text;
    expect(
      sample(
        text,
        'http_requests_total{method="GET",route="/companies/:companyId/health-links",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(companyId);
    expect(text).not.toContain(user.id);
    expect(text).not.toContain(user.email);
  });

  it('shows the outbox’s backlog by channel, moving with a message that waits', async () => {
    const before = (await scrape(bearer)).text;
    const pending = 'outbox_messages{channel="email",status="pending"}';
    expect(sample(before, 'outbox_messages{channel="sms",status="failed"}')).toBe(0);
    const sent = await fetch(`${api}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dr.weber@example.test', subject: 'Carte', message: 'Quand ?' }),
    });
    expect(sent.status).toBe(201);
    // Wait for the immediate attempt to fail (the relay is down): the message stays pending.
    await t.deps.messaging.dispatchPending();
    const after = (await scrape(bearer)).text;
    expect(sample(after, pending)).toBe((sample(before, pending) ?? 0) + 1);
    expect(sample(after, 'outbox_oldest_pending_seconds{channel="email"}')).toBeGreaterThanOrEqual(0);
    expect(after).not.toContain('dr.weber@example.test');
  });

  it('shows the status reports’ backlog: pending, failed, the oldest’s age', async () => {
    const before = sample((await scrape(bearer)).text, 'status_reports{state="pending"}') ?? 0;
    const { companyId } = await openingWithAccount(t);
    // No insurer's URL configured: the report written with the move waits.
    await move(t, companyId, 'submitted');
    const text = (await scrape(bearer)).text;
    expect(sample(text, 'status_reports{state="pending"}')).toBe(before + 1);
    expect(sample(text, 'status_reports{state="failed"}')).toBe(0);
    expect(sample(text, 'status_reports_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('shows the screening backlog its module registers, with words for stages only', async () => {
    t.deps.metrics.registerScreeningBacklog(async () => ({
      waiting: { hits_to_review: 4, rescreens: 0, 'Jean Dupont': 1 },
      oldestSeconds: 3600,
    }));
    const text = (await scrape(bearer)).text;
    expect(sample(text, 'screening_backlog{stage="hits_to_review"}')).toBe(4);
    expect(sample(text, 'screening_backlog{stage="rescreens"}')).toBe(0);
    expect(text).not.toContain('Jean Dupont');
    expect(sample(text, 'screening_oldest_waiting_seconds')).toBe(3600);
    // A reader that fails leaves the scrape whole.
    t.deps.metrics.registerScreeningBacklog(async () => {
      throw new Error('screening tables away');
    });
    expect((await scrape(bearer)).status).toBe(200);
  });

  it('shows the database and the process', async () => {
    const text = (await scrape(bearer)).text;
    expect(sample(text, 'database_up')).toBe(1);
    expect(sample(text, 'database_size_bytes')).toBeGreaterThan(0);
    if (t.deps.engine === 'postgres') {
      expect(sample(text, 'database_pool_connections{state="total"}')).toBeGreaterThan(0);
    } else {
      // SQLite has one connection per process: no pool to show.
      expect(text).not.toContain('database_pool_connections');
    }
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('refuses metrics off loopback without a token (they would be public)', () => {
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_TOKEN/);
    expect(() =>
      loadConfig({
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        METRICS_TOKEN: 'a-token-of-sixteen-chars',
      }),
    ).not.toThrow();
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: 'localhost',
      token: undefined,
    });
  });
});
