import nodemailer from 'nodemailer';
import type { OutboxMessage } from './outbox.repository';
import type { Transport } from './transport';

/** Real e-mail over SMTP (smtp://user:pass@host:port or smtps://...). */
export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message: OutboxMessage) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body_text,
        ...(message.body_html ? { html: message.body_html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
