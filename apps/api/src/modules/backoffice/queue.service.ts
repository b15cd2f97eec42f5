import {
  QUEUE_PAGE_SIZE,
  type Queue,
  type QueueItemReply,
  type QueueListQuerySchema,
  type QueueListReply,
  type QueueStatus,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditJournal } from '../../audit';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { AppDeps } from '../../types';
import type { OperatorContext } from '../operators/operator-session.service';
import { operatorNames, QUEUE_OBJECT, type QueueRow, queueItemOf, queueTable } from './queue-items';

const claimedByOther = () => new AppError('conflict', 'error.queue_claimed_by_other');
const alreadyDone = () => new AppError('conflict', 'error.queue_item_done');

interface Action {
  operator: OperatorContext;
  queue: Queue;
  itemId: string;
  requestId: string;
}

/**
 * The team's queues: contact messages and call-back requests, listed by state oldest first, taken
 * by one operator (claim), handed back (release) or closed with a note (done). Each change is a
 * conditional update (two operators claiming at once: one wins, the other gets 409) written with
 * its audit entry in one transaction.
 */
export function createQueueService(deps: AppDeps & { audit: AuditJournal }) {
  const { db, clock, audit } = deps;

  const read = async (trx: Kysely<Database>, queue: Queue, itemId: string): Promise<QueueRow> => {
    const row = await trx
      .selectFrom(queueTable(queue))
      .selectAll()
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!row) throw notFound('queue item');
    return row;
  };
  const reply = async (trx: Kysely<Database>, queue: Queue, itemId: string): Promise<QueueItemReply> => {
    const row = await read(trx, queue, itemId);
    return queueItemOf(queue, row, await operatorNames(trx, [row.claimed_by, row.done_by]), clock.now());
  };

  /** Runs `change` on the item in a transaction; `change` returns the entry to journal, or null (no change). */
  const act = (
    { operator, queue, itemId, requestId }: Action,
    change: (
      trx: Kysely<Database>,
      row: QueueRow,
    ) => Promise<{ action: string; before: unknown; after: unknown } | null>,
  ) =>
    db.transaction().execute(async (trx) => {
      const entry = await change(trx, await read(trx, queue, itemId));
      if (entry) {
        await audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: entry.action,
          object: { type: QUEUE_OBJECT[queue], id: itemId },
          before: entry.before,
          after: entry.after,
          requestId,
        });
      }
      return reply(trx, queue, itemId);
    });

  /** Whether a conditional update moved exactly the one item (else another request came first). */
  const moved = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

  return {
    async list(queue: Queue, query: z.output<typeof QueueListQuerySchema>): Promise<QueueListReply> {
      const rows = await db
        .selectFrom(queueTable(queue))
        .selectAll()
        .where('queue_status', '=', query.status)
        .orderBy('created_at')
        .orderBy('id')
        .limit(QUEUE_PAGE_SIZE)
        .offset((query.page - 1) * QUEUE_PAGE_SIZE)
        .execute();
      const countOf = async (of: Queue, status: QueueStatus) =>
        Number(
          (
            await db
              .selectFrom(queueTable(of))
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('queue_status', '=', status)
              .executeTakeFirstOrThrow()
          ).count,
        );
      const [total, contact, callback, names] = await Promise.all([
        countOf(queue, query.status),
        countOf('contact', 'open'),
        countOf('callback', 'open'),
        operatorNames(
          db,
          rows.flatMap((row) => [row.claimed_by, row.done_by]),
        ),
      ]);
      return {
        items: rows.map((row) => queueItemOf(queue, row, names, clock.now())),
        total,
        page: query.page,
        page_size: QUEUE_PAGE_SIZE,
        open_counts: { contact, callback },
      };
    },

    /** Takes the item: an open one becomes the operator's; one the operator holds stays theirs. */
    claim: (action: Action) =>
      act(action, async (trx, row) => {
        if (row.queue_status === 'done') throw alreadyDone();
        if (row.queue_status === 'claimed') {
          if (row.claimed_by === action.operator.id) return null;
          throw claimedByOther();
        }
        const now = clock.now().toISOString();
        const result = await trx
          .updateTable(queueTable(action.queue))
          .set({ queue_status: 'claimed', claimed_by: action.operator.id, claimed_at: now })
          .where('id', '=', row.id)
          .where('queue_status', '=', 'open')
          .executeTakeFirst();
        if (!moved(result)) throw claimedByOther();
        return {
          action: 'queue.claimed',
          before: { status: 'open' },
          after: { status: 'claimed', claimed_by: action.operator.id },
        };
      }),

    /** Hands the item back to the queue: its holder does, or a supervisor (someone away). */
    release: (action: Action) =>
      act(action, async (trx, row) => {
        if (row.queue_status === 'done') throw alreadyDone();
        if (row.queue_status === 'open') return null;
        if (row.claimed_by !== action.operator.id && action.operator.role !== 'supervisor') {
          throw claimedByOther();
        }
        const result = await trx
          .updateTable(queueTable(action.queue))
          .set({ queue_status: 'open', claimed_by: null, claimed_at: null })
          .where('id', '=', row.id)
          .where('queue_status', '=', 'claimed')
          .where('claimed_by', '=', row.claimed_by)
          .executeTakeFirst();
        if (!moved(result)) throw claimedByOther();
        return {
          action: 'queue.released',
          before: { status: 'claimed', claimed_by: row.claimed_by },
          after: { status: 'open' },
        };
      }),

    /** Closes the item the operator holds, saying what was done. */
    done: (action: Action, note: string) =>
      act(action, async (trx, row) => {
        if (row.queue_status === 'done') throw alreadyDone();
        if (row.queue_status === 'open') throw new AppError('conflict', 'error.queue_not_claimed');
        if (row.claimed_by !== action.operator.id) throw claimedByOther();
        const now = clock.now().toISOString();
        const result = await trx
          .updateTable(queueTable(action.queue))
          .set({ queue_status: 'done', done_by: action.operator.id, done_at: now, done_note: note })
          .where('id', '=', row.id)
          .where('queue_status', '=', 'claimed')
          .where('claimed_by', '=', action.operator.id)
          .executeTakeFirst();
        if (!moved(result)) throw claimedByOther();
        return {
          action: 'queue.done',
          before: { status: 'claimed' },
          after: { status: 'done', note },
        };
      }),
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
