import { dueDiligenceDocuments } from './risk/due-diligence';
import type { RiskTier } from './risk/risk-table';

/**
 * What the bank must have before an operator may approve a case (the gates of its approval), each
 * named so that the API's refusal and the back-office's absent button say which one is closed.
 * Each gate is a fact the API establishes; this rule only reads them.
 */
export const APPROVAL_BLOCKERS = [
  /** A required document has no decision yet, or only a request to send it again. */
  'documents_undecided',
  /** A required document's latest decision is a rejection. */
  'documents_rejected',
  /** The opening has no risk rating on record. */
  'risk_not_rated',
  /** Enhanced due diligence: the source-of-funds document is not accepted yet. */
  'source_of_funds_missing',
] as const;
export type ApprovalBlocker = (typeof APPROVAL_BLOCKERS)[number];

/** The facts of a case the approval's gates read. */
export interface ApprovalFacts {
  /** Required documents (the completion's, and an enrollment's Kbis before it opens) by their state. */
  documents: { undecided: number; rejected: number };
  /** The latest risk rating's tier (null: not rated), and whether the source of funds is proven. */
  risk: { tier: RiskTier | null; sourceOfFundsAccepted: boolean };
}

/** The gates still closed, in the order an operator deals with them (empty: the case may be approved). */
export function approvalBlockers(facts: ApprovalFacts): ApprovalBlocker[] {
  const blockers: ApprovalBlocker[] = [];
  if (facts.documents.rejected > 0) blockers.push('documents_rejected');
  if (facts.documents.undecided > 0) blockers.push('documents_undecided');
  if (facts.risk.tier === null) blockers.push('risk_not_rated');
  else if (
    dueDiligenceDocuments(facts.risk.tier).includes('source_of_funds') &&
    !facts.risk.sourceOfFundsAccepted
  )
    blockers.push('source_of_funds_missing');
  return blockers;
}
