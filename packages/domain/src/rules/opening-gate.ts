import { type Message, message } from '../messages/index';
import { FIRST_TRANSFER_MINIMUM_CENTS } from './bank-transfers';
import { canMoveOpening, type OpeningStatus } from './opening-status';

/**
 * What keeps an account from opening once opening is the case's next move, each named so that the
 * API's refusal and the back-office's absent button say the same thing: an enrollment's Kbis not
 * yet reviewed and approved by a second operator; a signup's first transfer not yet counted.
 */
export const OPENING_BLOCKERS = ['kbis_not_approved', 'first_transfer_missing'] as const;
export type OpeningBlocker = (typeof OPENING_BLOCKERS)[number];

/** The facts of a case the opening's gate reads. */
export interface OpeningFacts {
  status: OpeningStatus;
  journey: 'signup' | 'enrollment';
  /** The approval the case's next step waits for is on record (for an enrollment, on its Kbis). */
  approved: boolean;
  /** Signup: a counted first transfer is on record (confirmed by a second operator when typed in). */
  firstTransferCounted: boolean;
}

/**
 * Why the account cannot open yet (null: it may, or opening is not the case's next move: the
 * status alone then refuses it).
 */
export function openingBlocker(facts: OpeningFacts): OpeningBlocker | null {
  if (!canMoveOpening(facts.status, 'open', 'operator')) return null;
  if (facts.journey === 'enrollment') return facts.approved ? null : 'kbis_not_approved';
  return facts.firstTransferCounted ? null : 'first_transfer_missing';
}

/** The API's 409 for an opening held by `blocker`, in the catalogue's words. */
export const openingRefusal = (blocker: OpeningBlocker): Message =>
  blocker === 'kbis_not_approved'
    ? message('error.opening.kbis_not_approved')
    : message('error.opening.first_transfer_missing', { minimum: FIRST_TRANSFER_MINIMUM_CENTS / 100 });
