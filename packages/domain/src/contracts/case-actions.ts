import type { ApprovalBlocker } from '../rules/approval-gates';
import { type OpeningBlocker, openingBlocker } from '../rules/opening-gate';
import { canMoveOpening, type OpeningStatus } from '../rules/opening-status';
import { mayApproveAtTier } from '../rules/risk/due-diligence';
import type { RiskTier } from '../rules/risk/risk-table';
import type { OperatorRole } from '../tables/operator-roles';
import { DECISION_ROUTE_ROLES } from './decisions.contract';

export const CASE_ACTIONS = [
  'start_review',
  'decide_documents',
  'approve',
  'refuse',
  'record_first_transfer',
  'open',
  'close',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

const ACTION_ROUTES = {
  start_review: 'POST /backoffice/cases/{caseId}/review',
  decide_documents: 'POST /backoffice/cases/{caseId}/documents/{documentId}/decisions',
  approve: 'POST /backoffice/cases/{caseId}/approve',
  refuse: 'POST /backoffice/cases/{caseId}/refuse',
  record_first_transfer: 'POST /backoffice/cases/{caseId}/first-transfers',
  open: 'POST /backoffice/cases/{caseId}/open',
  close: 'POST /backoffice/cases/{caseId}/close',
} as const satisfies Record<CaseAction, keyof typeof DECISION_ROUTE_ROLES>;

/** Where a review starts: a submitted signup; an enrollment during its deposit, once paid, or once registered. */
export const REVIEW_START_STATUSES: readonly OpeningStatus[] = [
  'submitted',
  'capital_deposit',
  'deposit_complete',
  'awaiting_registration',
];
/** An enrollment's review returns, once approved, to where it started. */
const ENROLLMENT_REVIEW_RETURNS: readonly OpeningStatus[] = [
  'capital_deposit',
  'deposit_complete',
  'awaiting_registration',
];
/** Where documents are decided on and asked for again. */
export const DOCUMENT_DECISION_STATUSES: readonly OpeningStatus[] = ['under_review', 'documents_requested'];
/** Where a signup's first transfer may arrive: the IBAN exists from submission until the account opens. */
export const FIRST_TRANSFER_STATUSES: readonly OpeningStatus[] = [
  'submitted',
  'under_review',
  'documents_requested',
  'awaiting_first_transfer',
];

/**
 * Where an approval leads: a signup waits for its first transfer; an enrollment returns to where
 * its review started (its deposit, its paid deposit, or its registration).
 */
export const approvedStatus = (
  journey: 'signup' | 'enrollment',
  reviewedFrom: OpeningStatus | null = null,
): OpeningStatus =>
  journey === 'signup'
    ? 'awaiting_first_transfer'
    : reviewedFrom && ENROLLMENT_REVIEW_RETURNS.includes(reviewedFrom)
      ? reviewedFrom
      : 'capital_deposit';

/**
 * The approvals a case needs, each the bank's "yes" by a second operator after a review: a signup's
 * before its first transfer opens it; an enrollment's before its capital deposit certificate is
 * issued, and again, on its Kbis, before its account opens.
 */
export type ApprovalStep = 'signup' | 'certificate' | 'opening';

/** The approval the case's next step waits for. */
export const approvalStepOf = (journey: 'signup' | 'enrollment', status: OpeningStatus): ApprovalStep =>
  journey === 'signup'
    ? 'signup'
    : ['awaiting_registration', 'open', 'closed'].includes(status)
      ? 'opening'
      : 'certificate';

/** The moves of an approval that stand for a step (the status an approval returned the case to). */
export const APPROVAL_TARGETS: Readonly<Record<ApprovalStep, readonly OpeningStatus[]>> = {
  signup: ['awaiting_first_transfer'],
  certificate: ['capital_deposit', 'deposit_complete'],
  opening: ['awaiting_registration'],
};

export interface CaseActionContext {
  status: OpeningStatus;
  journey: 'signup' | 'enrollment';
  role: OperatorRole;
  /** The operator reviewed this case: four-eyes keeps them from approving or opening it. */
  reviewedByOperator: boolean;
  /** Signup: a counted first transfer is on record (confirmed by a second operator when typed in). */
  firstTransferCounted: boolean;
  /** The approval the case's next step waits for is on record (approvalStepOf). */
  approved: boolean;
  /** A screening hit of the case awaits an operator's disposition: the account does not open. */
  screeningHitsOpen: boolean;
  /** The gates of an approval still closed (approvalBlockers): none, and the case may be approved. */
  approvalBlockers: readonly ApprovalBlocker[];
  /** The latest risk rating's tier (null: not rated): an enhanced case is a supervisor's to approve. */
  riskTier: RiskTier | null;
  /** A confirmed true match froze the case (isFrozen): no action may move it. */
  frozen: boolean;
}

/** Whether the case's status allows the action, whoever asks (the API's 409). */
export function statusAllows(
  action: CaseAction,
  context: Omit<CaseActionContext, 'role' | 'reviewedByOperator' | 'riskTier' | 'frozen'>,
) {
  const { status, journey } = context;
  switch (action) {
    case 'start_review':
      return REVIEW_START_STATUSES.includes(status) && canMoveOpening(status, 'under_review', 'operator');
    case 'decide_documents':
      return DOCUMENT_DECISION_STATUSES.includes(status);
    case 'approve':
      return (
        status === 'under_review' &&
        canMoveOpening(status, approvedStatus(journey), 'operator') &&
        context.approvalBlockers.length === 0
      );
    case 'refuse':
      return canMoveOpening(status, 'refused', 'operator');
    case 'record_first_transfer':
      return journey === 'signup' && FIRST_TRANSFER_STATUSES.includes(status);
    case 'open':
      return canMoveOpening(status, 'open', 'operator') && openingBlocker(context) === null;
    case 'close':
      return canMoveOpening(status, 'closed', 'operator');
  }
}

/** Four-eyes: whoever reviewed a case may neither approve it nor open it. */
export const FOUR_EYES_ACTIONS: readonly CaseAction[] = ['approve', 'open'];

/** What this operator may do on the case now: their role's routes, the status, four-eyes and the risk tier. */
export const availableCaseActions = (context: CaseActionContext): CaseAction[] =>
  context.frozen
    ? []
    : CASE_ACTIONS.filter(
        (action) =>
          DECISION_ROUTE_ROLES[ACTION_ROUTES[action]].includes(context.role) &&
          statusAllows(action, context) &&
          !(context.reviewedByOperator && FOUR_EYES_ACTIONS.includes(action)) &&
          (action !== 'approve' || mayApproveAtTier(context.role, context.riskTier)),
      );

/**
 * The opening's closed gate, for an operator whose role opens accounts, on a case not frozen: why
 * "open the account" is absent where opening is the next move (null: nothing to tell).
 */
export const openingClosedFor = (context: CaseActionContext): OpeningBlocker | null =>
  !context.frozen && DECISION_ROUTE_ROLES[ACTION_ROUTES.open].includes(context.role)
    ? openingBlocker(context)
    : null;
