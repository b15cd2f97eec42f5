import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import type { DeliveryAttempt } from '../../src/modules/status-reports/status-report-delivery';
import type { App, AppDeps } from '../../src/types';
import { createTestDb } from '../helpers/test-db';
import { openingWithAccount, reportsOf, startReceiver } from '../status-reports/report-kit';
import { freePort } from './ops-kit';

/**
 * What a request causes later carries its id: the outbox's rows and the insurer's status reports
 * (a column), and the log lines of their deliveries.
 */
describe('the request id, from the request to what it causes', () => {
  let app: App;
  let deps: AppDeps;
  let destroy: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const deliveryLog: { message: string; level: string; requestId: string | null }[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    const testDb = await createTestDb();
    destroy = testDb.destroy;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.url,
      RATE_LIMIT_ENABLED: 'false',
      // E-mails go to a relay that refuses connections: each attempt is a log line.
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      STATUS_REPORT_URL: receiver.url,
      STATUS_REPORT_SECRETS: 'a-secret-of-the-tests',
    });
    deps = await createDeps(config, testDb, systemClock, {
      log: (component, message, context) =>
        component === 'messaging' &&
        deliveryLog.push({ message, level: context?.level ?? 'warn', requestId: context?.requestId ?? null }),
    });
    app = await buildApp(deps);
    // A move of an opening made by a request, as the services make it (the back-office's and the
    // bank feed's routes need a whole case first): through the real plugins, in the request's scope.
    app.post<{ Params: { companyId: string } }>('/__test/submit/:companyId', async (request) => {
      await deps.db.transaction().execute((trx) =>
        app.services.openings.move(trx, {
          companyId: request.params.companyId,
          to: 'submitted',
          actor: { kind: 'customer', id: null },
          at: deps.clock.now().toISOString(),
        }),
      );
      return { moved: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    deps.messaging.close();
    await destroy();
    await receiver.close();
  });

  it('writes the request id into the outbox row of the e-mail the request causes, and into its delivery’s log', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'x-request-id': 'contact-request-1' },
      payload: { email: 'dr.weber@example.test', subject: 'Carte', message: 'Quand arrive-t-elle ?' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['x-request-id']).toBe('contact-request-1');
    const [row] = await deps.db
      .selectFrom('outbox_messages')
      .select(['id', 'request_id', 'status'])
      .where('request_id', '=', 'contact-request-1')
      .execute();
    expect(row).toBeDefined();

    await deps.messaging.dispatchPending();
    const line = deliveryLog.find((entry) => entry.message.includes(String(row?.id)));
    expect(line).toMatchObject({ level: 'warn', requestId: 'contact-request-1' });
    expect(line?.message).not.toContain('dr.weber@example.test');
  });

  it('leaves the request id empty for a message no request caused (a worker, a command)', async () => {
    const { id } = await deps.messaging.send({ channel: 'email', to: 'ops@example.test', text: 'Rappel' });
    const row = await deps.db
      .selectFrom('outbox_messages')
      .select('request_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.request_id).toBeNull();
  });

  it('writes the request id into the status report a move causes, and hands it to the delivery’s log', async () => {
    const { companyId } = await openingWithAccount({ app, deps, close: async () => {} });
    const answer = await app.inject({
      method: 'POST',
      url: `/__test/submit/${companyId}`,
      headers: { 'x-request-id': 'submit-request-7' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [report] = await reportsOf({ app, deps, close: async () => {} }, companyId);
    expect(report).toMatchObject({ type: 'opening.in_opening', request_id: 'submit-request-7' });

    const attempts: DeliveryAttempt[] = [];
    expect(
      await app.services.statusReportDelivery.deliverDue((attempt) => attempts.push(attempt)),
    ).toMatchObject({
      delivered: 1,
    });
    expect(attempts).toEqual([
      {
        reportId: report?.id,
        requestId: 'submit-request-7',
        type: 'opening.in_opening',
        outcome: 'delivered',
        attempts: 1,
        error: null,
      },
    ]);
    // The insurer's body is unchanged: the request id is the bank's, not the insurer's.
    expect(receiver.received[0]?.body).not.toContain('submit-request-7');
  });
});
