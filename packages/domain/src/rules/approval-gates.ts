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
] as const;
export type ApprovalBlocker = (typeof APPROVAL_BLOCKERS)[number];

/** The facts of a case the approval's gates read. */
export interface ApprovalFacts {
  /** Required documents (the completion's, and an enrollment's Kbis before it opens) by their state. */
  documents: { undecided: number; rejected: number };
}

/** The gates still closed, in the order an operator deals with them (empty: the case may be approved). */
export function approvalBlockers(facts: ApprovalFacts): ApprovalBlocker[] {
  const blockers: ApprovalBlocker[] = [];
  if (facts.documents.rejected > 0) blockers.push('documents_rejected');
  if (facts.documents.undecided > 0) blockers.push('documents_undecided');
  return blockers;
}
