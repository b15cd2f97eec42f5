import type { MatchReason, OperatorRole, ScreeningHitReason, ScreeningHitReply } from '@app/domain';
import type { ScreeningHitRow } from '../../db/repositories/screening-hits';

/** The matcher's reasons in the words the back-office shows (the word-by-word detail stays out). */
export function reasonReply(reason: MatchReason): ScreeningHitReason {
  switch (reason.kind) {
    case 'name':
      return {
        kind: 'name',
        query_name: reason.queryName,
        listed_name: reason.listedName,
        similarity: reason.similarity,
        alias: reason.alias,
        weak: reason.weak,
        order_swapped: reason.orderSwapped,
      };
    case 'birth_date':
      return {
        kind: 'birth_date',
        how: reason.how,
        query: reason.query,
        listed: reason.listed,
        effect: reason.effect,
      };
    case 'nationality':
      return {
        kind: 'nationality',
        how: reason.how,
        query: reason.query,
        listed: reason.listed,
        effect: reason.effect,
      };
  }
}

/**
 * Who may read a true match's reason: it is compliance's, kept from reviewers and auditors in the
 * back-office; the regulator's export carries it (the bank accounts to the regulator for it).
 */
const readsTrueMatchReason = (viewer: HitViewer) => viewer === 'supervisor' || viewer === 'regulator';

/** Who reads a hit: an operator of a role, or the regulator through the case's export. */
export type HitViewer = OperatorRole | 'regulator';

/** A hit as the back-office (or the regulator's export) reads it; `names` gives the operators it names. */
export function hitReply(
  row: ScreeningHitRow,
  names: ReadonlyMap<string, string>,
  viewer: HitViewer,
  highScore: number,
): ScreeningHitReply {
  const operator = (id: string) => ({ id, name: names.get(id) ?? '' });
  const score = Number(row.score);
  const disposition = row.status === 'confirmed' ? 'true_match' : 'false_positive';
  return {
    id: row.id,
    case_id: row.company_id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    subject_name: row.subject_name,
    list: row.list,
    version: row.version,
    entry_id: row.entry_id,
    entry_name: row.entry_name,
    score,
    strong: score >= highScore,
    reasons: (JSON.parse(row.reasons) as MatchReason[]).map(reasonReply),
    status: row.status,
    created_at: row.created_at,
    proposal:
      row.proposed_by && row.proposed_at
        ? { by: operator(row.proposed_by), at: row.proposed_at, reason: row.reason ?? '' }
        : null,
    decision:
      row.status !== 'open' && row.decided_by && row.decided_at
        ? {
            disposition,
            by: operator(row.decided_by),
            at: row.decided_at,
            reason:
              disposition === 'true_match' && !readsTrueMatchReason(viewer) ? null : (row.reason ?? null),
          }
        : null,
  };
}

/** The operators a set of hits names. */
export const namedOperators = (rows: readonly ScreeningHitRow[]): string[] => [
  ...new Set(
    rows.flatMap((row) => [row.proposed_by, row.decided_by].filter((id): id is string => id !== null)),
  ),
];
