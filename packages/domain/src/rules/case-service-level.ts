import type { OpeningStatus } from './opening-status';

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
