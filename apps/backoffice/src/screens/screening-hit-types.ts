import type { ScreeningHitReply, ScreeningQueueItem } from '@app/domain';

/** A case's hit as the API answers it. */
export type CaseScreeningHit = ScreeningHitReply;
/** A row of the open hits' queue. */
export type QueueScreeningHit = ScreeningQueueItem;

/** The lists the screening knows, by their code (a list the app has no words for shows its code). */
export const SCREENING_LIST_CODES = ['fr_gels', 'eu_fsf'] as const;
export const isKnownList = (list: string): list is (typeof SCREENING_LIST_CODES)[number] =>
  (SCREENING_LIST_CODES as readonly string[]).includes(list);

/** What became of a hit, in the order it happened: the proposal of a false positive, then the disposition. */
export function hitHistory(hit: CaseScreeningHit) {
  const entries: {
    action: 'proposed' | 'cleared' | 'confirmed';
    operator: string;
    at: string;
    reason: string | null;
  }[] = [];
  if (hit.proposal) {
    entries.push({
      action: 'proposed',
      operator: hit.proposal.by.name,
      at: hit.proposal.at,
      reason: hit.proposal.reason,
    });
  }
  if (hit.decision) {
    entries.push({
      action: hit.decision.disposition === 'true_match' ? 'confirmed' : 'cleared',
      operator: hit.decision.by.name,
      at: hit.decision.at,
      // A confirmed proposal keeps the proposer's reason, already shown with the proposal.
      reason: hit.proposal && hit.decision.disposition === 'false_positive' ? null : hit.decision.reason,
    });
  }
  return entries;
}
