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

/**
 * From submission on, what the customer sent is the bank's record of the opening (L.561-12 CMF):
 * they may add a document, never remove or replace one.
 */
export const isUnderBankRecord = (status: OpeningStatus): boolean => status !== 'journey_in_progress';

/**
 * Who may move an opening: the customer's journey, the bank's systems (feeds), an operator, or
 * the partner that created the opening's request (its withdrawal only).
 */
export type OpeningActor = 'customer' | 'system' | 'operator' | 'partner';

interface Transition {
  readonly from: OpeningStatus;
  readonly to: OpeningStatus;
  readonly by: readonly OpeningActor[];
}

/** The statuses an opening may be withdrawn from: every one before the account opens or the case ends. */
export const WITHDRAWABLE_STATUSES = [
  'journey_in_progress',
  'submitted',
  'under_review',
  'documents_requested',
  'awaiting_first_transfer',
  'capital_deposit',
  'deposit_complete',
  'awaiting_registration',
] as const satisfies readonly OpeningStatus[];

/** Who may withdraw an opening. */
export const WITHDRAWING_ACTORS: readonly OpeningActor[] = ['customer', 'partner'];

/** The reason a withdrawn opening's case is closed with (the move's details, the journal, the insurer). */
export const WITHDRAWN_REASON = 'withdrawn' as const;

/**
 * The statuses a confirmed asset-freeze match refuses an opening from: every one from submission
 * until the account opens (an opening still being filled in is frozen, not refused).
 */
export const FREEZE_REFUSABLE_STATUSES: readonly OpeningStatus[] = WITHDRAWABLE_STATUSES.filter(
  (status) => status !== 'journey_in_progress',
);

/** Whether an opening in `status` may still be withdrawn. */
export const isWithdrawable = (status: OpeningStatus): boolean =>
  (WITHDRAWABLE_STATUSES as readonly OpeningStatus[]).includes(status);

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
  // Enrollment: the bank reviews again once the deposit is paid (before its certificate) and once
  // the Kbis is in (before opening); an approval returns the case to where its review started.
  { from: 'deposit_complete', to: 'under_review', by: ['operator'] },
  { from: 'awaiting_registration', to: 'under_review', by: ['operator'] },
  { from: 'under_review', to: 'deposit_complete', by: ['operator'] },
  { from: 'under_review', to: 'awaiting_registration', by: ['operator'] },
  { from: 'awaiting_registration', to: 'refused', by: ['operator'] },
  { from: 'open', to: 'closed', by: ['operator'] },
  // Withdrawal: until the account opens, the customer (or the partner that created the request)
  // may give up; the case closes with the reason `withdrawn` (details of the move).
  ...WITHDRAWABLE_STATUSES.map((from) => ({ from, to: 'closed' as const, by: WITHDRAWING_ACTORS })),
  // A supervisor's confirmed asset-freeze match: the screening refuses the opening wherever it stands.
  ...FREEZE_REFUSABLE_STATUSES.map((from) => ({ from, to: 'refused' as const, by: ['system'] as const })),
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
