import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { move, openingWithAccount, reportsOf, startReceiver } from './report-kit';

const clock = fixedClock(new Date('2026-11-28T09:00:00Z'));

/** An insurer's endpoint that answers every post with a redirect to `location`. */
async function startRedirector(status: number, location: string) {
  let posts = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      posts += 1;
      response.writeHead(status, { location }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/reports`,
    posts: () => posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the insurer’s endpoint cannot turn the report sender against the bank', () => {
  // The bank's internal service the redirect points at: it must never hear of a report.
  let internal: Awaited<ReturnType<typeof startReceiver>>;
  let redirector: Awaited<ReturnType<typeof startRedirector>>;
  let t: TestApp;
  beforeAll(async () => {
    internal = await startReceiver();
    redirector = await startRedirector(307, `${internal.url}?stolen=1`);
    t = await createTestApp({
      clock,
      env: {
        RATE_LIMIT_ENABLED: 'false',
        STATUS_REPORT_URL: redirector.url,
        STATUS_REPORT_SECRETS: 'secret-of-the-insurer-0123456789abcdef',
      },
    });
  });
  afterEach(() => {
    internal.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await redirector.close();
    await internal.close();
  });

  it('treats a 307 as a failed attempt: nothing reaches the redirect’s target, the report waits for its retry', async () => {
    const { companyId } = await openingWithAccount(t);
    await move(t, companyId, 'submitted');

    const outcome = await t.app.services.statusReportDelivery.deliverDue();
    expect(outcome).toMatchObject({ delivered: 0, retried: 1 });
    expect(redirector.posts()).toBe(1);
    expect(internal.received).toEqual([]);
    const [report] = await reportsOf(t, companyId);
    expect(report).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'HTTP 307',
      delivered_at: null,
    });

    // Retried like any failure, and still never followed.
    clock.advance(30_000);
    expect(await t.app.services.statusReportDelivery.deliverDue()).toMatchObject({
      delivered: 0,
      retried: 1,
    });
    expect(redirector.posts()).toBe(2);
    expect(internal.received).toEqual([]);
  });
});

describe('with the production allow-list (empty), the bank’s own addresses are refused', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({
      clock,
      env: {
        RATE_LIMIT_ENABLED: 'false',
        // A host name (not an address) that resolves to loopback.
        STATUS_REPORT_URL: receiver.url.replace('127.0.0.1', 'localhost'),
        STATUS_REPORT_SECRETS: 'secret-of-the-insurer-0123456789abcdef',
        OUTBOUND_ALLOWED_NETWORKS: '',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('posts nothing to a name resolving to loopback, and says why on the report', async () => {
    const { companyId } = await openingWithAccount(t);
    await move(t, companyId, 'submitted');
    expect(await t.app.services.statusReportDelivery.deliverDue()).toMatchObject({
      delivered: 0,
      retried: 1,
    });
    expect(receiver.received).toEqual([]);
    const [report] = await reportsOf(t, companyId);
    expect(report?.state).toBe('pending');
    expect(report?.last_error).toMatch(
      /^OutboundRefused: localhost resolves to (127\.0\.0\.1|::1): loopback/,
    );
  });
});
