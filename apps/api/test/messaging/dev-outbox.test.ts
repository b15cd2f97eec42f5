import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

describe('developer outbox page', () => {
  it('lists kept messages newest first, escaped, as HTML or JSON', async () => {
    const t = await createTestApp();
    try {
      await t.deps.messaging.send({
        channel: 'email',
        to: 'old@example.test',
        subject: 'Older',
        text: 'first',
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await t.deps.messaging.send({
        channel: 'email',
        to: 'new@example.test',
        subject: '<script>alert(1)</script>',
        text: 'second',
      });
      const html = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).not.toContain('<script>alert(1)</script>');
      expect(html.body).toContain('&#60;script&#62;');
      expect(html.body.indexOf('new@example.test')).toBeLessThan(html.body.indexOf('old@example.test'));

      const json = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json&to=old@example.test' });
      expect(json.json().messages).toEqual([
        expect.objectContaining({ recipient: 'old@example.test', subject: 'Older', status: 'kept' }),
      ]);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production nor when e-mails really go out by SMTP', async () => {
    for (const env of [
      {
        NODE_ENV: 'production' as const,
        DOCUMENT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        AUDIT_KEY: Buffer.alloc(32, 8).toString('base64'),
        BANK_FEED_TOKEN: 'b'.repeat(32),
      },
      { MAIL_TRANSPORT: 'smtp' as const, SMTP_URL: 'smtp://localhost:2525' },
    ]) {
      const t = await createTestApp({ env });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      } finally {
        t.deps.messaging.close();
        await t.close();
      }
    }
  });

  it('answers only the machine itself, whatever a forwarding header claims', async () => {
    const t = await createTestApp();
    try {
      await t.deps.messaging.send({
        channel: 'email',
        to: 'a@example.test',
        subject: 'Code',
        text: '123456',
      });
      const remote = await t.app.inject({
        method: 'GET',
        url: '/dev/outbox?format=json',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('123456');
    } finally {
      await t.close();
    }
  });
});
