import type { OpeningStatus } from './opening-status';
import { workingDaysAfter, workingDaysBefore, workingDaysBetween } from './working-days';

/**
 * The statuses in which an opening waits for the bank's review: its service level runs from
 * submission while it is in one of them. Waiting for the customer (documents asked again, the
 * first transfer, the Kbis) or decided (open, refused, closed), a case is never overdue.
 */
export const AWAITING_BANK_STATUSES = [
  'submitted',
  'under_review',
  'capital_deposit',
] as const satisfies readonly OpeningStatus[];

export const awaitsTheBank = (status: OpeningStatus): boolean =>
  (AWAITING_BANK_STATUSES as readonly OpeningStatus[]).includes(status);

/** A stretch of time the clock stops: the customer was asked for something. `to` null: still asked. */
export interface ServiceLevelPause {
  readonly from: Date;
  readonly to: Date | null;
}

export interface ServiceLevel {
  /** When the bank's working days run out, the pauses added; null while paused. */
  readonly due_at: string | null;
  /** Working days the bank still has (negative once past due). */
  readonly working_days_left: number;
  readonly paused: boolean;
  /** One working day or less left and not paused. */
  readonly at_risk: boolean;
  readonly overdue: boolean;
}

const dueAt = (now: Date, left: number): Date =>
  left >= 0 ? workingDaysAfter(now, left) : workingDaysBefore(now, -left);

/**
 * The service level of a case submitted at `submittedAt`: `days` working days of the bank's
 * time, the working days spent waiting for the customer not counted.
 */
export function serviceLevelOf(input: {
  submittedAt: Date;
  pauses: readonly ServiceLevelPause[];
  now: Date;
  days: number;
}): ServiceLevel {
  const { submittedAt, pauses, now, days } = input;
  const paused = pauses.some((pause) => pause.to === null || pause.to.getTime() > now.getTime());
  const waited = pauses.reduce((sum, pause) => {
    const end = pause.to && pause.to.getTime() < now.getTime() ? pause.to : now;
    return sum + workingDaysBetween(pause.from, end);
  }, 0);
  const left = days - (workingDaysBetween(submittedAt, now) - waited);
  return {
    due_at: paused ? null : dueAt(now, left).toISOString(),
    working_days_left: left,
    paused,
    at_risk: !paused && left <= 1,
    overdue: !paused && left < 0,
  };
}
