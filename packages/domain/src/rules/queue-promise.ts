import type { Queue, QueueStatus } from '../contracts/backoffice-queues.contract';
import { workingDaysAfter, workingDaysBetween } from './working-days';

/**
 * What the team promised each queue's visitors, in working days: the mobile notice promises a
 * call back within two. A contact message carries no promise (its age is shown all the same).
 */
export const QUEUE_PROMISE_WORKING_DAYS: Readonly<Record<Queue, number | null>> = {
  callback: 2,
  contact: null,
};

export interface QueuePromise {
  /** Whole working days since the visitor sent it. */
  readonly age_working_days: number;
  /** When the promise runs out; null when the queue promises nothing. */
  readonly due_at: string | null;
  /** Still waiting for the team (open or taken) after the promise ran out. */
  readonly overdue: boolean;
}

export function queuePromiseOf(
  queue: Queue,
  item: { createdAt: Date; status: QueueStatus },
  now: Date,
): QueuePromise {
  const days = QUEUE_PROMISE_WORKING_DAYS[queue];
  const dueAt = days === null ? null : workingDaysAfter(item.createdAt, days);
  return {
    age_working_days: workingDaysBetween(item.createdAt, now),
    due_at: dueAt?.toISOString() ?? null,
    overdue: dueAt !== null && item.status !== 'done' && now.getTime() > dueAt.getTime(),
  };
}
