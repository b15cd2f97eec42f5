import { z } from 'zod';
import { freeTextSchema } from '../schemas/fields';

/**
 * The team's queues in the back-office: contact-form messages and mobile visitors' call-back
 * requests. An item is open, claimed by one operator (the others cannot act on it until it is
 * released), or done with a note.
 */
export const QUEUES = ['contact', 'callback'] as const;
export type Queue = (typeof QUEUES)[number];
export const QUEUE_STATUSES = ['open', 'claimed', 'done'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const QUEUE_PAGE_SIZE = 25;
export const QUEUE_NOTE_MAX = 2000;

export const QueueParamsSchema = z.object({ queue: z.enum(QUEUES) });

/** A queue's items in one state, oldest first, by pages. */
export const QueueListQuerySchema = z.object({
  status: z.enum(QUEUE_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type QueueListQuery = z.input<typeof QueueListQuerySchema>;

/** Marking an item done says what was done. */
export const QueueDoneSchema = z.object({
  note: freeTextSchema(QUEUE_NOTE_MAX, 'multiple'),
});
export type QueueDone = z.infer<typeof QueueDoneSchema>;

const OperatorRefSchema = z.object({ id: z.string(), name: z.string() });

/** One message or call-back request: what the visitor sent, and where the team is with it. */
export const QueueItemReplySchema = z.object({
  id: z.string(),
  queue: z.enum(QUEUES),
  status: z.enum(QUEUE_STATUSES),
  created_at: z.string(),
  /** The visitor's language (the answer follows it). */
  language: z.string(),
  email: z.string(),
  /** Call-back: the visitor's name, phone, company and its size; null on a contact message. */
  name: z.string().nullable(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  company_size: z.string().nullable(),
  /** Contact message: its subject and text; null on a call-back request. */
  subject: z.string().nullable(),
  message: z.string().nullable(),
  claimed_by: OperatorRefSchema.nullable(),
  claimed_at: z.string().nullable(),
  done_by: OperatorRefSchema.nullable(),
  done_at: z.string().nullable(),
  done_note: z.string().nullable(),
  /** Its age in working days against what the team promised (two working days for a call back). */
  promise: z.object({
    age_working_days: z.number().int(),
    due_at: z.string().nullable(),
    overdue: z.boolean(),
  }),
});
export type QueueItemReply = z.infer<typeof QueueItemReplySchema>;

export const QueueListReplySchema = z.object({
  items: z.array(QueueItemReplySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Open items in each queue, for the navigation's counters. */
  open_counts: z.object({ contact: z.number().int(), callback: z.number().int() }),
});
export type QueueListReply = z.infer<typeof QueueListReplySchema>;
