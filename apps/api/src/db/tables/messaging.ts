/** pending: to deliver; sent: delivered; failed: gave up after retries; kept: stays in the outbox (embedded default). */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'kept';

export interface OutboxMessagesTable {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  user_id: string | null;
  created_at: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | null;
  sent_at: string | null;
  error: string | null;
  /** The request that caused the message (its x-request-id); null when none did. */
  request_id: string | null;
}
