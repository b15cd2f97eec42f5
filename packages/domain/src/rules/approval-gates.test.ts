import { describe, expect, it } from 'vitest';
import { approvalBlockers } from './approval-gates';

const NO_HITS = { open: 0, confirmed: 0 };
const ALL_ACCEPTED = { undecided: 0, rejected: 0 };

describe("the gates of a case's approval", () => {
  it('are open when every required document is accepted', () => {
    expect(approvalBlockers({ documents: { undecided: 0, rejected: 0 }, screening: NO_HITS })).toEqual([]);
  });

  it('name each closed gate, a rejection first', () => {
    expect(approvalBlockers({ documents: { undecided: 2, rejected: 0 }, screening: NO_HITS })).toEqual([
      'documents_undecided',
    ]);
    expect(approvalBlockers({ documents: { undecided: 1, rejected: 1 }, screening: NO_HITS })).toEqual([
      'documents_rejected',
      'documents_undecided',
    ]);
  });

  it('stay closed while a screening hit awaits its disposition, documents accepted or not', () => {
    expect(approvalBlockers({ documents: ALL_ACCEPTED, screening: { open: 1, confirmed: 0 } })).toEqual([
      'screening_hits_open',
    ]);
  });

  it('stay closed for good once a hit is confirmed as a true match, whatever else is cleared', () => {
    expect(approvalBlockers({ documents: ALL_ACCEPTED, screening: { open: 0, confirmed: 1 } })).toEqual([
      'screening_match_confirmed',
    ]);
  });
});
