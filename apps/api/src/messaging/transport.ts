import type { OutboxMessage } from './outbox.repository';

/** Delivers one outbox message to the outside world; throws when the attempt failed. */
export interface Transport {
  deliver(message: OutboxMessage): Promise<void>;
  close?(): void;
}
