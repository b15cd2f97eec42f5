import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type MessageChannel = 'email' | 'sms';

/** One e-mail or SMS. `to` is an e-mail address or a phone number depending on the channel. */
export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** The user the message concerns, so the outbox can be read per user. */
  userId?: string;
}

export interface SendOptions {
  /**
   * The caller's transaction: the outbox row is committed with the business change or not at
   * all. Delivery then happens on the next dispatch, after the commit.
   */
  db?: Kysely<Database>;
}

/** What services depend on to send a message; every message is written to the outbox first. */
export interface MessageSender {
  send(message: OutgoingMessage, options?: SendOptions): Promise<{ id: string }>;
}
