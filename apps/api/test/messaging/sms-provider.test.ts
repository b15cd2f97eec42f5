import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createMessaging } from '../../src/messaging/create-messaging';
import type { OutboxMessage } from '../../src/messaging/outbox.repository';
import { createOvhSmsTransport } from '../../src/messaging/ovh-sms-transport';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { type OvhSmsStandIn, STAND_IN_ACCOUNT, startOvhSmsStandIn } from './ovh-sms-stand-in';

const PHONE = '+33612345678';

describe('SMS through the provider (OVHcloud stand-in on loopback)', () => {
  let standIn: OvhSmsStandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startOvhSmsStandIn();
    t = await createTestApp({ env: standIn.env });
  });
  afterAll(async () => {
    t.deps.messaging.close();
    await t.close();
    await standIn.close();
  });
  beforeEach(() => standIn.reset());

  /** Sends an SMS through the outbox and waits until its first delivery attempt is over. */
  async function sendAndSettle(text = 'Votre code de vérification : 123456.'): Promise<OutboxMessage> {
    const { id } = await t.deps.messaging.send({ channel: 'sms', to: PHONE, text });
    for (let i = 0; i < 200; i += 1) {
      const row = await t.deps.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (row && (row.status !== 'pending' || row.error !== null)) return row;
      await new Promise((done) => setTimeout(done, 20));
    }
    throw new Error('the SMS was never attempted');
  }

  it('sends the code once, signed with the account keys, from the bank’s sender, tagged with the message id', async () => {
    const row = await sendAndSettle();
    expect(row.status).toBe('sent');
    const [job] = standIn.jobCalls();
    expect(job?.signatureValid).toBe(true);
    expect(job?.path).toBe(`/1.0/sms/${STAND_IN_ACCOUNT.serviceName}/jobs`);
    expect(job?.headers['x-ovh-application']).toBe(STAND_IN_ACCOUNT.applicationKey);
    // The secret signs the call and never travels itself.
    expect(JSON.stringify(job?.headers)).not.toContain(STAND_IN_ACCOUNT.applicationSecret);
    expect(job?.body).toEqual({
      message: 'Votre code de vérification : 123456.',
      receivers: [PHONE],
      sender: STAND_IN_ACCOUNT.sender,
      noStopClause: true,
      senderForResponse: false,
      priority: 'high',
      tag: row.id,
    });
    expect(standIn.deliveries(row.id)).toBe(1);
  });

  it('after a timeout the provider had in fact accepted, the retry finds the SMS and does not send it again', async () => {
    standIn.next({ kind: 'accept-then-delay', ms: 3000 });
    const row = await sendAndSettle();
    expect(row.status).toBe('sent');
    expect(standIn.jobCalls()).toHaveLength(1);
    expect(
      standIn.calls.some((call) => call.path.endsWith('/outgoing') && call.query.get('tag') === row.id),
    ).toBe(true);
    expect(standIn.deliveries(row.id)).toBe(1);
  });

  it('after a connection dropped once the job was accepted, the code is still sent once', async () => {
    standIn.next({ kind: 'accept-then-drop' });
    const row = await sendAndSettle();
    expect(row.status).toBe('sent');
    expect(standIn.deliveries(row.id)).toBe(1);
  });

  it('after an answer cut short, the code is still sent once', async () => {
    standIn.next({ kind: 'accept-then-cut' });
    const row = await sendAndSettle();
    expect(row.status).toBe('sent');
    expect(standIn.jobCalls()).toHaveLength(1);
    expect(standIn.deliveries(row.id)).toBe(1);
  });

  it('retries a 5xx and a 429 (after its Retry-After) until the provider accepts, once', async () => {
    standIn.next(
      { kind: 'answer', status: 503, body: { message: 'Service unavailable' } },
      {
        kind: 'answer',
        status: 429,
        body: { message: 'Too many requests' },
        headers: { 'retry-after': '0' },
      },
    );
    const row = await sendAndSettle();
    expect(row.status).toBe('sent');
    expect(standIn.jobCalls()).toHaveLength(3);
    expect(standIn.deliveries(row.id)).toBe(1);
  });

  it('an invalid number fails the message at once, without a retry', async () => {
    standIn.invalidNumbers.add(PHONE);
    const row = await sendAndSettle();
    expect(row).toMatchObject({ status: 'failed', next_attempt_at: null, attempts: 1 });
    expect(row.error).toContain('invalid');
    expect(standIn.jobCalls()).toHaveLength(1);
  });

  it('refused credentials (403) fail the message without a retry and without the secrets in its error', async () => {
    standIn.next({ kind: 'answer', status: 403, body: { message: 'This credential is not valid' } });
    const row = await sendAndSettle();
    expect(row.status).toBe('failed');
    expect(row.error).toBe('SMS provider answered 403: This credential is not valid');
    expect(standIn.jobCalls()).toHaveLength(1);
  });

  it('when every call of an attempt fails, the outbox tries later, looking the SMS up before sending it', async () => {
    const clock = fixedClock(new Date('2026-11-28T10:00:00Z'));
    const config = loadConfig({ NODE_ENV: 'test', ...standIn.env });
    if (config.sms.transport !== 'ovh') throw new Error('the stand-in settings choose ovh');
    const messaging = createMessaging({
      db: t.deps.db,
      clock,
      config: { ...t.deps.config, sms: config.sms },
      transports: { sms: createOvhSmsTransport(config.sms.ovh) },
    });
    const to = '+33698765432';
    try {
      const unavailable = { kind: 'answer', status: 503, body: { message: 'Service unavailable' } } as const;
      standIn.next(unavailable, unavailable, unavailable);
      const { id } = await messaging.send({ channel: 'sms', to, text: 'Code 654321' }, { db: t.deps.db });
      expect(await messaging.dispatchPending()).toBe(0);
      expect((await messaging.latest({ recipient: to }))[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        error: 'SMS provider answered 503: Service unavailable',
      });
      expect(standIn.jobCalls()).toHaveLength(3);

      clock.advance(61_000);
      expect(await messaging.dispatchPending()).toBe(1);
      expect((await messaging.latest({ recipient: to }))[0]?.status).toBe('sent');
      const last = standIn.calls.at(-2);
      expect(last?.path.endsWith('/outgoing') && last.query.get('tag')).toBe(id);
      expect(standIn.deliveries(id)).toBe(1);
    } finally {
      messaging.close();
    }
  });
});
