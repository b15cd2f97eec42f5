/**
 * Where a hit stands: open until an operator disposes of it; cleared as a false positive (with a
 * reason, and a second operator's confirmation when its score is high); confirmed as a true match
 * by a supervisor, which freezes the case.
 */
export const SCREENING_HIT_STATUSES = ['open', 'cleared', 'confirmed'] as const;
export type ScreeningHitStatus = (typeof SCREENING_HIT_STATUSES)[number];

/** Who a hit is about: a person of the case (representative, owner, shareholder) or the company. */
export const SCREENING_SUBJECT_TYPES = ['person', 'company'] as const;
export type ScreeningSubjectType = (typeof SCREENING_SUBJECT_TYPES)[number];

/** An operator's disposition of a hit. */
export const SCREENING_DISPOSITIONS = ['false_positive', 'true_match'] as const;
export type ScreeningDisposition = (typeof SCREENING_DISPOSITIONS)[number];

/** A hit as a disposition reads it. */
export interface HitOnRecord {
  status: ScreeningHitStatus;
  /** At or above the high score. */
  strong: boolean;
  /** The operator who proposed clearing it (a strong hit), if any. */
  proposedBy: string | null;
}

/** What a disposition does: clear the hit, propose clearing it, or confirm the listed party. */
export type DispositionOutcome = 'cleared' | 'proposed' | 'confirmed';

/** Why a disposition or a confirmation is refused: a message key the API answers with. */
export type DispositionRefusal =
  | 'error.screening.hit_decided'
  | 'error.screening.proposal_pending'
  | 'error.screening.supervisor_only'
  | 'error.screening.no_proposal'
  | 'error.screening.same_operator';

/**
 * A disposition: a true match is a supervisor's (it freezes the case); a false positive clears a
 * weak hit at once and, on a strong one, is only proposed: a second operator confirms it.
 */
export function dispositionOf(
  hit: HitOnRecord,
  disposition: ScreeningDisposition,
  operator: { isSupervisor: boolean },
): { outcome: DispositionOutcome } | { refusal: DispositionRefusal } {
  if (hit.status !== 'open') return { refusal: 'error.screening.hit_decided' };
  if (disposition === 'true_match') {
    return operator.isSupervisor ? { outcome: 'confirmed' } : { refusal: 'error.screening.supervisor_only' };
  }
  if (hit.proposedBy !== null) return { refusal: 'error.screening.proposal_pending' };
  return { outcome: hit.strong ? 'proposed' : 'cleared' };
}

/** The second operator's confirmation of a proposed false positive: never the proposer's own. */
export function confirmationRefusal(hit: HitOnRecord, operatorId: string): DispositionRefusal | null {
  if (hit.status !== 'open') return 'error.screening.hit_decided';
  if (hit.proposedBy === null) return 'error.screening.no_proposal';
  if (hit.proposedBy === operatorId) return 'error.screening.same_operator';
  return null;
}

/**
 * A confirmed true match freezes the case (asset freeze, L.562-4 CMF): nothing may move it or its
 * funds any more; the case page still reads it.
 */
export const isFrozen = (screening: { confirmed: number }): boolean => screening.confirmed > 0;
