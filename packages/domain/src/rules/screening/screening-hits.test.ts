import { describe, expect, it } from 'vitest';
import { canMoveOpening, FREEZE_REFUSABLE_STATUSES } from '../opening-status';
import { confirmationRefusal, dispositionOf, type HitOnRecord, isFrozen } from './screening-hits';

const hit = (overrides: Partial<HitOnRecord> = {}): HitOnRecord => ({
  status: 'open',
  strong: false,
  proposedBy: null,
  ...overrides,
});
const reviewer = { isSupervisor: false };
const supervisor = { isSupervisor: true };

describe("a screening hit's disposition", () => {
  it('clears a weak false positive at once and only proposes a strong one', () => {
    expect(dispositionOf(hit(), 'false_positive', reviewer)).toEqual({ outcome: 'cleared' });
    expect(dispositionOf(hit({ strong: true }), 'false_positive', reviewer)).toEqual({ outcome: 'proposed' });
  });

  it('confirms a true match for a supervisor only', () => {
    expect(dispositionOf(hit(), 'true_match', supervisor)).toEqual({ outcome: 'confirmed' });
    expect(dispositionOf(hit(), 'true_match', reviewer)).toEqual({
      refusal: 'error.screening.supervisor_only',
    });
  });

  it('refuses a second disposition and a second proposal', () => {
    expect(dispositionOf(hit({ status: 'cleared' }), 'false_positive', reviewer)).toEqual({
      refusal: 'error.screening.hit_decided',
    });
    expect(dispositionOf(hit({ strong: true, proposedBy: 'op-1' }), 'false_positive', reviewer)).toEqual({
      refusal: 'error.screening.proposal_pending',
    });
  });

  it("needs another operator than the proposer to confirm a strong hit's false positive", () => {
    const proposed = hit({ strong: true, proposedBy: 'op-1' });
    expect(confirmationRefusal(proposed, 'op-1')).toBe('error.screening.same_operator');
    expect(confirmationRefusal(proposed, 'op-2')).toBeNull();
    expect(confirmationRefusal(hit({ strong: true }), 'op-2')).toBe('error.screening.no_proposal');
    expect(confirmationRefusal(hit({ status: 'cleared', proposedBy: 'op-1' }), 'op-2')).toBe(
      'error.screening.hit_decided',
    );
  });
});

describe('the freeze', () => {
  it('freezes a case with a confirmed match and refuses its opening from submission until it opens', () => {
    expect(isFrozen({ confirmed: 0 })).toBe(false);
    expect(isFrozen({ confirmed: 1 })).toBe(true);
    expect(FREEZE_REFUSABLE_STATUSES).toContain('awaiting_first_transfer');
    expect(FREEZE_REFUSABLE_STATUSES).not.toContain('journey_in_progress');
    expect(FREEZE_REFUSABLE_STATUSES).not.toContain('open');
    for (const status of FREEZE_REFUSABLE_STATUSES)
      expect(canMoveOpening(status, 'refused', 'system')).toBe(true);
  });
});
