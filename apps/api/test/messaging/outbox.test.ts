import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createMessaging } from '../../src/messaging/create-messaging';
import type { OutboxMessage } from '../../src/messaging/outbox.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('messaging outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps every message in the outbox on the embedded default, newest first', async () => {
    const first = await t.deps.messaging.send({
      channel: 'email',
      to: 'keep-1@example.test',
      subject: 'Hello',
      text: 'First',
      html: '<p>First</p>',
    });
    await t.deps.messaging.send({ channel: 'sms', to: '+33612345678', text: 'Code 123456' });
    const rows = await t.deps.messaging.latest({ limit: 10 });
    const email = rows.find((row) => row.id === first.id);
    expect(email).toMatchObject({
      channel: 'email',
      recipient: 'keep-1@example.test',
      subject: 'Hello',
      body_text: 'First',
      body_html: '<p>First</p>',
      status: 'kept',
    });
    expect(rows.find((row) => row.recipient === '+33612345678')?.status).toBe('kept');
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await t.deps.messaging.send(
          { channel: 'email', to: 'rolled-back@example.test', text: 'x' },
          { db: trx },
        );
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    expect(await t.deps.messaging.latest({ recipient: 'rolled-back@example.test' })).toEqual([]);
  });

  it('delivers through a transport, retries with backoff and gives up after five attempts', async () => {
    const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));
    const delivered: OutboxMessage[] = [];
    let failing = true;
    const messaging = createMessaging({
      db: t.deps.db,
      clock,
      config: t.deps.config,
      transports: {
        email: {
          deliver: async (message) => {
            if (failing) throw new Error('connection refused');
            delivered.push(message);
          },
        },
      },
    });
    try {
      const ok = await messaging.send(
        { channel: 'email', to: 'retry@example.test', subject: 'S', text: 'T' },
        { db: t.deps.db },
      );
      expect(await messaging.dispatchPending()).toBe(0);
      let [row] = await messaging.latest({ recipient: 'retry@example.test' });
      expect(row).toMatchObject({ id: ok.id, status: 'pending', attempts: 1, error: 'connection refused' });
      // Not due yet: the first retry waits a minute.
      expect(await messaging.dispatchPending()).toBe(0);
      expect((await messaging.latest({ recipient: 'retry@example.test' }))[0]?.attempts).toBe(1);
      failing = false;
      clock.advance(61_000);
      expect(await messaging.dispatchPending()).toBe(1);
      [row] = await messaging.latest({ recipient: 'retry@example.test' });
      expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(delivered.map((message) => message.recipient)).toEqual(['retry@example.test']);

      failing = true;
      await messaging.send({ channel: 'email', to: 'gives-up@example.test', text: 'T' }, { db: t.deps.db });
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await messaging.dispatchPending();
        clock.advance(60 * 60_000);
      }
      [row] = await messaging.latest({ recipient: 'gives-up@example.test' });
      expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    } finally {
      messaging.close();
    }
  });
});
