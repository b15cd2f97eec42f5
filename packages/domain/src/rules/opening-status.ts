/**
 * The lifecycle of an account opening, used by the API (which guards and records every
 * transition with its audit entry), the customer web app and the bank's back-office. The
 * customer is only ever told "open" once the state is `open`.
 */
export const OPENING_STATUSES = [
  /** The customer is going through the journey. */
  'journey_in_progress',
  /** Terms accepted and strong authentication done: the file is with the bank ("in opening"). */
  'submitted',
  /** An operator is reviewing the file. */
  'under_review',
  /** The bank asked the customer for documents again. */
  'documents_requested',
  /** Signup: the IBAN is allocated; the account opens once a first transfer of at least 50 € arrives. */
  'awaiting_first_transfer',
  /** Enrollment: shareholders are paying their shares of the capital into the blocked account. */
  'capital_deposit',
  /** Enrollment: every share is paid; the bank issues the capital deposit certificate. */
  'deposit_complete',
  /** Enrollment: the company is being registered; the bank waits for its Kbis. */
  'awaiting_registration',
  'open',
  'closed',
  'refused',
] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/** Who may move an opening: the customer's journey, the bank's systems (feeds) or an operator. */
export type OpeningActor = 'customer' | 'system' | 'operator';

interface Transition {
  readonly from: OpeningStatus;
  readonly to: OpeningStatus;
  readonly by: readonly OpeningActor[];
}

/**
 * Every allowed move. A capital deposit starts at submission so that shareholders can pay while
 * the bank reviews the file (as French banks run deposits for companies in formation); the
 * account itself only opens after the bank's decision.
 */
export const OPENING_TRANSITIONS: readonly Transition[] = [
  { from: 'journey_in_progress', to: 'submitted', by: ['customer'] },
  { from: 'submitted', to: 'capital_deposit', by: ['system'] },
  { from: 'submitted', to: 'under_review', by: ['operator'] },
  { from: 'under_review', to: 'documents_requested', by: ['operator'] },
  { from: 'documents_requested', to: 'under_review', by: ['customer', 'operator'] },
  { from: 'under_review', to: 'awaiting_first_transfer', by: ['operator'] },
  { from: 'under_review', to: 'refused', by: ['operator'] },
  // Enrollment: a supervisor's approval sends a reviewed opening back to its capital deposit.
  { from: 'under_review', to: 'capital_deposit', by: ['operator'] },
  { from: 'awaiting_first_transfer', to: 'open', by: ['system', 'operator'] },
  { from: 'capital_deposit', to: 'under_review', by: ['operator'] },
  { from: 'capital_deposit', to: 'deposit_complete', by: ['system', 'operator'] },
  { from: 'capital_deposit', to: 'refused', by: ['operator'] },
  // The applicant's Kbis upload moves it; the bank may record a Kbis it received otherwise.
  { from: 'deposit_complete', to: 'awaiting_registration', by: ['customer', 'system', 'operator'] },
  { from: 'deposit_complete', to: 'refused', by: ['operator'] },
  { from: 'awaiting_registration', to: 'open', by: ['operator'] },
  { from: 'awaiting_registration', to: 'refused', by: ['operator'] },
  { from: 'open', to: 'closed', by: ['operator'] },
];

/** Whether `actor` may move an opening from `from` to `to`. */
export const canMoveOpening = (from: OpeningStatus, to: OpeningStatus, actor: OpeningActor): boolean =>
  OPENING_TRANSITIONS.some(
    (transition) => transition.from === from && transition.to === to && transition.by.includes(actor),
  );

/** The statuses reachable from `from` (for operators' buttons and the API's guards). */
export const nextOpeningStatuses = (from: OpeningStatus, actor: OpeningActor): OpeningStatus[] =>
  OPENING_TRANSITIONS.filter((transition) => transition.from === from && transition.by.includes(actor)).map(
    (transition) => transition.to,
  );

/** A move the state machine refuses, or one another request made first. */
export class OpeningMoveRefused extends Error {
  constructor(
    readonly from: OpeningStatus | undefined,
    readonly to: OpeningStatus,
  ) {
    super(`opening cannot move from ${from ?? 'nowhere'} to ${to}`);
  }
}
