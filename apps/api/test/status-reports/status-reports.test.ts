import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createOutboundHttp } from '../../src/http-out/outbound-http';
import { verifySignature } from '../../src/http-out/signature';
import { createStatusReportDelivery } from '../../src/modules/status-reports/status-report-delivery';
import { newOperator, signedIn } from '../backoffice/operator-kit';
import { buildHttpCustomer } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { brandInsurer, partnerToken } from '../partners/partner-kit';
import { move, openingWithAccount, reportsOf, startReceiver } from './report-kit';

const clock = fixedClock(new Date('2026-11-27T09:00:00Z'));
const seconds = () => Math.floor(clock.now().getTime() / 1000);
const HOUR = 3_600_000;
const INSURER_CLIENT_ID = 'ptn_brand_insurer_of_the_tests';

describe('status reports to the insurer', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({
      clock,
      env: {
        RATE_LIMIT_ENABLED: 'false',
        STATUS_REPORT_URL: receiver.url,
        STATUS_REPORT_PARTNER: INSURER_CLIENT_ID,
        STATUS_REPORT_SECRETS: 'secret-2027,secret-2026',
        STATUS_REPORT_FIRST_RETRY_SECONDS: '30',
        STATUS_REPORT_GIVE_UP_HOURS: '72',
      },
    });
  });
  afterEach(async () => {
    // Each test starts with nothing left to deliver from the one before.
    receiver.state.down = false;
    receiver.state.failuresLeft = 0;
    clock.advance(7 * 24 * HOUR);
    await t.app.services.statusReportDelivery.deliverDue();
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const deliver = () => t.app.services.statusReportDelivery.deliverDue();

  it('reports "in opening" when the customer finishes the journey, signed with both secrets of a rotation', async () => {
    const customer = await buildHttpCustomer(t, { marker: 'Rapport', complete: true });
    const [report] = await reportsOf(t, customer.companyId);
    expect(report).toMatchObject({
      type: 'opening.in_opening',
      state: 'pending',
      seq: 1,
      signup_request_id: customer.signupRequestId,
    });

    expect(await deliver()).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    if (!post) throw new Error('nothing received');
    expect(JSON.parse(post.body)).toEqual({
      id: report?.id,
      type: 'opening.in_opening',
      created_at: report?.created_at,
      opening_reference: customer.companyId,
      signup_request_id: customer.signupRequestId,
      // A request no partner made: the brand's insurer is told who the member is.
      partner_reference: null,
      member: {
        first_name: 'Camille',
        last_name: 'Rapport',
        email: 'rapport@example.test',
        siren: '123456789',
      },
    });
    const signature = post.headers['x-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    // The insurer checks with its key: the new one, or the old one while it rotates.
    expect(verifySignature(signature, post.body, 'secret-2027', seconds())).toBe(true);
    expect(verifySignature(signature, post.body, 'secret-2026', seconds())).toBe(true);
    expect(verifySignature(signature, post.body, 'another-key', seconds())).toBe(false);
    expect(verifySignature(signature, `${post.body} `, 'secret-2027', seconds())).toBe(false);
    // A captured report replayed later than the tolerance is refused.
    expect(verifySignature(signature, post.body, 'secret-2027', seconds() + 301)).toBe(false);
    expect((await reportsOf(t, customer.companyId))[0]?.state).toBe('delivered');

    // The brand's insurer reads the same event on its feed.
    const headers = await partnerToken(t, await brandInsurer(t, INSURER_CLIENT_ID), 'events:read');
    const feed = await t.app.inject({ method: 'GET', url: '/partner/v1/events?limit=100', headers });
    expect(feed.json().items).toContainEqual(JSON.parse(post.body));
  });

  it('reports in opening, open and closed in order, retrying with exponential backoff while the insurer is down', async () => {
    const { companyId } = await openingWithAccount(t);
    await move(t, companyId, 'submitted', 'under_review', 'awaiting_first_transfer', 'open', 'closed');
    expect((await reportsOf(t, companyId)).map((r) => r.type)).toEqual([
      'opening.in_opening',
      'opening.open',
      'opening.closed',
    ]);

    receiver.state.failuresLeft = 3;
    expect(await deliver()).toMatchObject({ delivered: 0, retried: 1 });
    // Nothing after the first report goes while the first is not delivered.
    const waiting = await reportsOf(t, companyId);
    expect(waiting.map((r) => r.attempts)).toEqual([1, 0, 0]);
    expect(waiting[0]?.next_attempt_at).toBe(new Date(clock.now().getTime() + 30_000).toISOString());

    clock.advance(29_000);
    expect(await deliver()).toMatchObject({ delivered: 0, retried: 0 });
    clock.advance(1_000);
    expect(await deliver()).toMatchObject({ retried: 1 });
    expect((await reportsOf(t, companyId))[0]?.next_attempt_at).toBe(
      new Date(clock.now().getTime() + 60_000).toISOString(),
    );
    clock.advance(60_000);
    expect(await deliver()).toMatchObject({ retried: 1 });
    clock.advance(120_000);
    expect(await deliver()).toMatchObject({ delivered: 3 });
    expect(receiver.events().map((event) => event.type)).toEqual([
      'opening.in_opening',
      'opening.open',
      'opening.closed',
    ]);
    expect((await reportsOf(t, companyId)).map((r) => r.state)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
  });

  it('writes nothing for an opening without the consent, and no refusal unless the insurer asked for them', async () => {
    const without = await openingWithAccount(t, { consent: false });
    await move(t, without.companyId, 'submitted', 'under_review', 'awaiting_first_transfer', 'open');
    expect(await reportsOf(t, without.companyId)).toEqual([]);

    const refused = await openingWithAccount(t);
    await move(t, refused.companyId, 'submitted', 'under_review', 'refused');
    await deliver();
    expect(receiver.events().map((event) => event.type)).toEqual(['opening.in_opening']);
    expect((await reportsOf(t, refused.companyId)).map((r) => r.state)).toEqual(['delivered', 'skipped']);
  });

  it('sends nothing after the customer withdraws the consent; another customer cannot withdraw it', async () => {
    const { user, companyId } = await openingWithAccount(t);
    const other = await openingWithAccount(t);
    await move(t, companyId, 'submitted');
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/companies/${companyId}/information-exchange-consent`,
      headers: other.user.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/companies/${companyId}/information-exchange-consent`,
      headers: user.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ withdrawn_at: clock.now().toISOString() });
    await move(t, companyId, 'under_review', 'awaiting_first_transfer', 'open');
    await deliver();
    expect(receiver.received).toEqual([]);
    expect((await reportsOf(t, companyId)).map((r) => r.state)).toEqual(['skipped']);
    const entries = await t.deps.db
      .selectFrom('audit_entries')
      .select(['actor_id', 'case_id'])
      .where('action', '=', 'customer.information_exchange_withdrawn')
      .execute();
    expect(entries).toEqual([{ actor_id: user.id, case_id: companyId }]);
  });

  it('gives up after the retry window; the back-office lists it and a supervisor replays it', async () => {
    const { companyId } = await openingWithAccount(t);
    await move(t, companyId, 'submitted');
    receiver.state.down = true;
    let outcome = await deliver();
    for (let guard = 0; outcome.failed === 0 && guard < 100; guard += 1) {
      const [report] = await reportsOf(t, companyId);
      clock.set(new Date(report?.next_attempt_at ?? clock.now()));
      outcome = await deliver();
    }
    const [failed] = await reportsOf(t, companyId);
    expect(failed?.state).toBe('failed');
    // 30 s doubling to a 6 h cap: the attempts of 3 days.
    expect(failed?.attempts).toBeGreaterThan(15);
    expect(Date.parse(failed?.failed_at ?? '') - Date.parse(failed?.created_at ?? '')).toBeLessThanOrEqual(
      72 * HOUR,
    );

    const reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
    const list = await t.app.inject({
      method: 'GET',
      url: '/backoffice/status-reports/failed',
      headers: reviewer.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: failed?.id, opening_reference: companyId, last_error: 'HTTP 503' }),
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/backoffice/status-reports/${failed?.id}/replay`,
      headers: reviewer.writeHeaders,
    });
    expect(refused.statusCode).toBe(403);

    const supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
    receiver.state.down = false;
    const replay = await t.app.inject({
      method: 'POST',
      url: `/backoffice/status-reports/${failed?.id}/replay`,
      headers: supervisor.writeHeaders,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    await deliver();
    expect(receiver.events().map((event) => event.id)).toEqual([failed?.id]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/backoffice/status-reports/${failed?.id}/replay`,
      headers: supervisor.writeHeaders,
    });
    expect(again.statusCode).toBe(404);
  });

  it('delivers each report once when several API processes sweep at the same moment', async () => {
    const companies = [];
    for (let n = 0; n < 4; n += 1) {
      const { companyId } = await openingWithAccount(t);
      await move(t, companyId, 'submitted', 'under_review', 'awaiting_first_transfer', 'open');
      companies.push(companyId);
    }
    const processes = [0, 1, 2].map(() =>
      createStatusReportDelivery({
        ...t.deps,
        settings: t.deps.config.statusReports,
        outbound: createOutboundHttp({ clock, policy: t.deps.config.outbound }),
      }),
    );
    await Promise.all(processes.map((process) => process.deliverDue()));
    await Promise.all(processes.map((process) => process.deliverDue()));
    const events = receiver.events();
    expect(events).toHaveLength(8);
    expect(new Set(events.map((event) => event.id)).size).toBe(8);
    for (const companyId of companies) {
      expect(
        events.filter((event) => event.opening_reference === companyId).map((event) => event.type),
      ).toEqual(['opening.in_opening', 'opening.open']);
    }
  });
});
