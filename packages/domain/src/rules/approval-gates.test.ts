import { describe, expect, it } from 'vitest';
import { approvalBlockers } from './approval-gates';

describe("the gates of a case's approval", () => {
  it('are open when every required document is accepted', () => {
    expect(approvalBlockers({ documents: { undecided: 0, rejected: 0 } })).toEqual([]);
  });

  it('name each closed gate, a rejection first', () => {
    expect(approvalBlockers({ documents: { undecided: 2, rejected: 0 } })).toEqual(['documents_undecided']);
    expect(approvalBlockers({ documents: { undecided: 1, rejected: 1 } })).toEqual([
      'documents_rejected',
      'documents_undecided',
    ]);
  });
});
