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
