import type { OutboxMessage } from './outbox.repository';

/** Delivers one outbox message to the outside world; throws when the attempt failed. */
export interface Transport {
  deliver(message: OutboxMessage): Promise<void>;
  close?(): void;
}

/**
 * A failure that no later attempt can fix (an invalid number, refused credentials): the outbox
 * marks the message failed at once instead of retrying it.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
