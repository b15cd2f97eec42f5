import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { OutboxStatus } from '../db/tables/messaging';
import type { MessageChannel, MessageSender, OutgoingMessage, SendOptions } from './message';
import { createOutboxRepository, type OutboxMessage } from './outbox.repository';
import { createOvhSmsTransport } from './ovh-sms-transport';
import { createSmtpTransport } from './smtp-transport';
import { PermanentDeliveryError, type Transport } from './transport';

/** One delivery's line in the log: the message's id and channel in words, the causing request's id beside. */
export type DeliveryLog = (
  message: string,
  context: { level: 'info' | 'warn'; requestId: string | null },
) => void;

const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 60_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface Messaging extends MessageSender {
  /** Delivers the due pending messages once; returns how many were delivered. */
  dispatchPending(): Promise<number>;
  /** Newest first. */
  latest(filter?: { limit?: number; recipient?: string; userId?: string }): Promise<OutboxMessage[]>;
  /** Where one message stands (failed: given up, never delivered); undefined when unknown. */
  deliveryStatus(id: string): Promise<OutboxStatus | undefined>;
  close(): void;
}

export interface MessagingOptions {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'mail' | 'sms'>;
  /** Overrides the transports built from the configuration (tests). */
  transports?: Partial<Record<MessageChannel, Transport>>;
  /**
   * Where deliveries are told to operators (the API's log): a delivered message at `info`, a failed
   * attempt at `warn`, with the id of the request that caused it; ids and reasons, never bodies.
   */
  log?: DeliveryLog;
}

function transportsFromConfig(
  config: MessagingOptions['config'],
): Partial<Record<MessageChannel, Transport>> {
  const transports: Partial<Record<MessageChannel, Transport>> = {};
  if (config.mail.transport === 'smtp') {
    if (!config.mail.smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    transports.email = createSmtpTransport(config.mail.smtpUrl, config.mail.from);
  }
  if (config.sms.transport === 'ovh') transports.sms = createOvhSmsTransport(config.sms.ovh);
  return transports;
}

/**
 * Transactional outbox: send() only writes a row. A channel without a transport keeps its
 * messages in the outbox (status kept), readable by developers and tests; a channel with one
 * (SMTP) is delivered by the dispatcher, with retries and backoff.
 */
export function createMessaging(options: MessagingOptions): Messaging {
  const { db, clock } = options;
  const outbox = createOutboxRepository(db);
  const transports = options.transports ?? transportsFromConfig(options.config);
  let closed = false;
  let running: Promise<number> | null = null;
  let sweepAgain = false;

  async function deliverOne(message: OutboxMessage): Promise<boolean> {
    const transport = transports[message.channel];
    if (!transport) return false;
    const now = clock.now();
    if (!(await outbox.claim(message, new Date(now.getTime() + LEASE_MS)))) return false;
    try {
      await transport.deliver(message);
      await outbox.markSent(message.id, clock.now());
      options.log?.(`${message.channel} message ${message.id} delivered (attempt ${message.attempts + 1})`, {
        level: 'info',
        requestId: message.request_id,
      });
      return true;
    } catch (error) {
      const attempts = message.attempts + 1;
      // A permanent failure (invalid number, refused credentials) is not tried again.
      const retryAt =
        attempts < MAX_ATTEMPTS && !(error instanceof PermanentDeliveryError)
          ? new Date(clock.now().getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1))
          : null;
      // The transport's error text only (no message body): it says why, e.g. connection refused.
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.markAttemptFailed(message.id, reason.slice(0, 500), retryAt);
      options.log?.(
        `${message.channel} message ${message.id} not delivered (attempt ${attempts}${retryAt ? `, retried at ${retryAt.toISOString()}` : ', given up'}): ${reason.slice(0, 200)}`,
        { level: 'warn', requestId: message.request_id },
      );
      return false;
    }
  }

  async function sweep(): Promise<number> {
    let delivered = 0;
    for (const message of await outbox.due(clock.now(), BATCH)) {
      if (await deliverOne(message)) delivered += 1;
    }
    return delivered;
  }

  function dispatchPending(): Promise<number> {
    // One sweep at a time per process. A caller arriving during a sweep waits for it, and one
    // more sweep follows at once: its message (a code someone waits for) may be newer than
    // the rows the running sweep read.
    if (running) {
      sweepAgain = true;
      return running;
    }
    running = (async () => {
      let delivered = 0;
      do {
        sweepAgain = false;
        delivered += await sweep();
      } while (sweepAgain && !closed);
      return delivered;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const hasTransport = Object.keys(transports).length > 0;
  const timer = hasTransport
    ? setInterval(() => {
        if (!closed) dispatchPending().catch(() => undefined);
      }, options.config.mail.sweepIntervalMs)
    : null;
  timer?.unref();

  return {
    async send(message: OutgoingMessage, sendOptions: SendOptions = {}) {
      const status = transports[message.channel] ? 'pending' : 'kept';
      const id = await outbox.insert(message, status, clock.now(), sendOptions.db ?? db);
      // Outside a transaction the row is committed: try it now rather than at the next sweep.
      if (status === 'pending' && !sendOptions.db && !closed) {
        setImmediate(() => {
          if (!closed) dispatchPending().catch(() => undefined);
        });
      }
      return { id };
    },
    dispatchPending,
    latest: (filter) => outbox.latest(filter),
    deliveryStatus: (id) => outbox.status(id),
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      for (const transport of Object.values(transports)) transport.close?.();
    },
  };
}
