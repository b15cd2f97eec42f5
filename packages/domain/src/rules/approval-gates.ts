import { dueDiligenceDocuments } from './risk/due-diligence';
import type { RiskTier } from './risk/risk-table';

/**
 * What the bank must have before an operator may approve a case (the gates of its approval), each
 * named so that the API's refusal and the back-office's absent button say which one is closed.
 * Each gate is a fact the API establishes; this rule only reads them.
 */
export const APPROVAL_BLOCKERS = [
  /** A supervisor confirmed a screening hit as a true match: the case is frozen, never approved. */
  'screening_match_confirmed',
  /** A screening hit of a person or of the company awaits an operator's disposition. */
  'screening_hits_open',
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
  /** The case's asset-freeze and sanctions screening hits by where they stand. */
  screening: { open: number; confirmed: number };
  /** The latest risk rating's tier (null: not rated), and whether the source of funds is proven. */
  risk: { tier: RiskTier | null; sourceOfFundsAccepted: boolean };
}

/** The gates still closed, in the order an operator deals with them (empty: the case may be approved). */
export function approvalBlockers(facts: ApprovalFacts): ApprovalBlocker[] {
  const blockers: ApprovalBlocker[] = [];
  if (facts.screening.confirmed > 0) blockers.push('screening_match_confirmed');
  if (facts.screening.open > 0) blockers.push('screening_hits_open');
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
