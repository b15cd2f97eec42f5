import { type Queue, type QueueItemReply, type QueueStatus, queuePromiseOf } from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContactMessagesTable, SignupRemindersTable } from '../../db/tables/contact';

/** Each queue's table: the contact form's messages, the mobile notice's call-back requests. */
export const QUEUE_TABLE = { contact: 'contact_messages', callback: 'signup_reminders' } as const;

/** The object an audit entry of the queue names. */
export const QUEUE_OBJECT = { contact: 'contact_message', callback: 'callback_request' } as const;

export type QueueRow = Selectable<ContactMessagesTable> | Selectable<SignupRemindersTable>;

/**
 * The queue's columns common to both tables (queue_status, claimed_by...), read and written
 * through one table type: both tables declare them with the same `QueueColumns`.
 */
export const queueTable = (queue: Queue) => QUEUE_TABLE[queue] as 'contact_messages';

/** The names of the operators an item names, by id. */
export async function operatorNames(db: Kysely<Database>, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom('operators').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** An item as the back-office shows it. */
export function queueItemOf(
  queue: Queue,
  row: QueueRow,
  names: Map<string, string>,
  now: Date,
): QueueItemReply {
  const ref = (id: string | null) => (id ? { id, name: names.get(id) ?? id } : null);
  const callback = 'phone' in row ? row : null;
  const contact = 'subject' in row ? row : null;
  return {
    id: row.id,
    queue,
    status: row.queue_status as QueueStatus,
    created_at: row.created_at,
    language: row.language,
    email: row.email,
    name: callback ? `${callback.first_name} ${callback.last_name}` : null,
    phone: callback?.phone ?? null,
    company_name: callback?.company_name ?? null,
    company_size: callback?.company_size ?? null,
    subject: contact?.subject ?? null,
    message: contact?.message ?? null,
    claimed_by: ref(row.claimed_by),
    claimed_at: row.claimed_at,
    done_by: ref(row.done_by),
    done_at: row.done_at,
    done_note: row.done_note,
    promise: queuePromiseOf(
      queue,
      { createdAt: new Date(row.created_at), status: row.queue_status as QueueStatus },
      now,
    ),
  };
}
