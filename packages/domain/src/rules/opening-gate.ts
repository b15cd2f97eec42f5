import { type Message, message } from '../messages/index';
import { FIRST_TRANSFER_MINIMUM_CENTS } from './bank-transfers';
import { canMoveOpening, type OpeningStatus } from './opening-status';

/**
 * What keeps an account from opening once opening is the case's next move, each named so that the
 * API's refusal and the back-office's absent button say the same thing: a screening hit raised
 * since the approval (a rescreen of the base, a name given at the Kbis step) still awaiting its
 * disposition; an enrollment's Kbis not yet reviewed and approved by a second operator; a signup's
 * first transfer not yet counted.
 */
export const OPENING_BLOCKERS = [
  'screening_hits_open',
  'kbis_not_approved',
  'first_transfer_missing',
] as const;
export type OpeningBlocker = (typeof OPENING_BLOCKERS)[number];

/** The facts of a case the opening's gate reads. */
export interface OpeningFacts {
  status: OpeningStatus;
  journey: 'signup' | 'enrollment';
  /** The approval the case's next step waits for is on record (for an enrollment, on its Kbis). */
  approved: boolean;
  /** Signup: a counted first transfer is on record (confirmed by a second operator when typed in). */
  firstTransferCounted: boolean;
  /** A screening hit of the case awaits an operator's disposition. */
  screeningHitsOpen: boolean;
}

/**
 * Why the account cannot open yet (null: it may, or opening is not the case's next move: the
 * status alone then refuses it).
 */
export function openingBlocker(facts: OpeningFacts): OpeningBlocker | null {
  if (!canMoveOpening(facts.status, 'open', 'operator')) return null;
  // The approval saw no open hit, but one may have come since: the bank never opens past it.
  if (facts.screeningHitsOpen) return 'screening_hits_open';
  if (facts.journey === 'enrollment') return facts.approved ? null : 'kbis_not_approved';
  return facts.firstTransferCounted ? null : 'first_transfer_missing';
}

/** The API's 409 for an opening held by `blocker`, in the catalogue's words. */
export const openingRefusal = (blocker: OpeningBlocker): Message =>
  blocker === 'first_transfer_missing'
    ? message('error.opening.first_transfer_missing', { minimum: FIRST_TRANSFER_MINIMUM_CENTS / 100 })
    : message(`error.opening.${blocker}`);
