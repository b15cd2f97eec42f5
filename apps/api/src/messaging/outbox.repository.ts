import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { OutboxMessagesTable, OutboxStatus } from '../db/tables/messaging';
import { newId } from '../ids';
import { currentRequestId } from '../observability/request-scope';
import type { OutgoingMessage } from './message';

export type OutboxMessage = Selectable<OutboxMessagesTable>;

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(
      message: OutgoingMessage,
      status: OutboxStatus,
      now: Date,
      target: Kysely<Database> = db,
    ): Promise<string> {
      const id = newId();
      await target
        .insertInto('outbox_messages')
        .values({
          id,
          channel: message.channel,
          recipient: message.to,
          subject: message.subject ?? null,
          body_text: message.text,
          body_html: message.html ?? null,
          user_id: message.userId ?? null,
          created_at: now.toISOString(),
          status,
          attempts: 0,
          next_attempt_at: status === 'pending' ? now.toISOString() : null,
          sent_at: null,
          error: null,
          // The request that causes the message (none for a worker's or a command's).
          request_id: currentRequestId(),
        })
        .execute();
      return id;
    },

    /** Pending messages whose next attempt is due, oldest first. */
    async due(now: Date, limit: number): Promise<OutboxMessage[]> {
      return db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /**
     * Takes a message for one delivery attempt by pushing its next attempt into the future;
     * only the dispatcher whose update matched the old value delivers it (several API
     * processes may dispatch the same outbox).
     */
    async claim(message: OutboxMessage, leaseUntil: Date): Promise<boolean> {
      const result = await db
        .updateTable('outbox_messages')
        .set({ next_attempt_at: leaseUntil.toISOString(), attempts: message.attempts + 1 })
        .where('id', '=', message.id)
        .where('status', '=', 'pending')
        .where('attempts', '=', message.attempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSent(id: string, now: Date): Promise<void> {
      await db
        .updateTable('outbox_messages')
        .set({ status: 'sent', sent_at: now.toISOString(), next_attempt_at: null, error: null })
        .where('id', '=', id)
        .execute();
    },

    async markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .updateTable('outbox_messages')
        .set(
          retryAt
            ? { error, next_attempt_at: retryAt.toISOString() }
            : { error, status: 'failed', next_attempt_at: null },
        )
        .where('id', '=', id)
        .execute();
    },

    async status(id: string): Promise<OutboxStatus | undefined> {
      const row = await db
        .selectFrom('outbox_messages')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.status;
    },

    /** Newest first, for the developer page, the command and the tests. */
    async latest(
      filter: { limit?: number; recipient?: string; userId?: string } = {},
    ): Promise<OutboxMessage[]> {
      let query = db.selectFrom('outbox_messages').selectAll();
      if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
      if (filter.userId) query = query.where('user_id', '=', filter.userId);
      return query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit ?? 50)
        .execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
