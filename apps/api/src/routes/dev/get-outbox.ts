import { z } from 'zod';
import type { Messaging } from '../../messaging/create-messaging';
import { escapeHtml } from '../../messaging/html';
import type { App } from '../../types';
import { queryFor } from '../request-schemas';

type OutboxMessage = Awaited<ReturnType<Messaging['latest']>>[number];

const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body_text: z.string(),
  body_html: z.string().nullable(),
  user_id: z.string().nullable(),
  status: z.string(),
  attempts: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});

const row = (message: OutboxMessage) => `<article>
  <h2>${escapeHtml(message.subject ?? '(SMS)')}</h2>
  <p class="meta">${escapeHtml(message.created_at)} · ${message.channel} · to <strong>${escapeHtml(message.recipient)}</strong> · ${escapeHtml(message.status)}</p>
  <pre>${escapeHtml(message.body_text)}</pre>
</article>`;

const page = (messages: OutboxMessage[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font:14px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ddd;padding:.5rem 0}h2{font-size:1rem;margin:.2rem 0}
.meta{color:#555;margin:0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style></head>
<body><h1>Outbox (${messages.length} latest)</h1>
${messages.length === 0 ? '<p>No message yet.</p>' : messages.map(row).join('\n')}
</body></html>`;

// The socket's own address, not a forwarded one: a proxy header cannot open the outbox.
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const fromLoopback = (address: string | undefined) => address !== undefined && LOOPBACK.has(address);

/**
 * Developer page: the e-mails and SMS the embedded default kept instead of sending, newest
 * first. Registered only outside production while the outbox is the mail transport, and
 * answered only to the machine itself: the messages hold one-time codes.
 */
export default async function getOutbox(app: App) {
  app.get(
    '/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: queryFor('GET /dev/outbox'),
      },
    },
    async (request, reply) => {
      if (!fromLoopback(request.socket.remoteAddress)) return reply.code(404).send();
      const { format, limit, to } = request.query;
      const messages = await app.services.outbox.latest({ limit, ...(to ? { recipient: to } : {}) });
      if (format === 'json') return { messages: z.array(OutboxMessageSchema).parse(messages) };
      return reply.type('text/html; charset=utf-8').send(page(messages));
    },
  );
}
