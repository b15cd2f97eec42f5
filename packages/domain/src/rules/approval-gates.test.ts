import { describe, expect, it } from 'vitest';
import { approvalBlockers } from './approval-gates';

const rated = { tier: 'standard', sourceOfFundsAccepted: false } as const;
const NO_HITS = { open: 0, confirmed: 0 };
const documentsAccepted = { undecided: 0, rejected: 0 };

describe("the gates of a case's approval", () => {
  it('are open when every required document is accepted', () => {
    expect(
      approvalBlockers({ documents: { undecided: 0, rejected: 0 }, risk: rated, screening: NO_HITS }),
    ).toEqual([]);
  });

  it('name each closed gate, a rejection first', () => {
    expect(
      approvalBlockers({ documents: { undecided: 2, rejected: 0 }, risk: rated, screening: NO_HITS }),
    ).toEqual(['documents_undecided']);
    expect(
      approvalBlockers({ documents: { undecided: 1, rejected: 1 }, risk: rated, screening: NO_HITS }),
    ).toEqual(['documents_rejected', 'documents_undecided']);
  });

  it('stay closed while the case has no risk rating', () => {
    expect(
      approvalBlockers({
        documents: documentsAccepted,
        risk: { tier: null, sourceOfFundsAccepted: true },
        screening: NO_HITS,
      }),
    ).toEqual(['risk_not_rated']);
  });

  it('ask an enhanced case, and only an enhanced one, for its source of funds accepted', () => {
    const enhanced = (sourceOfFundsAccepted: boolean) =>
      approvalBlockers({
        documents: documentsAccepted,
        risk: { tier: 'enhanced', sourceOfFundsAccepted },
        screening: NO_HITS,
      });
    expect(enhanced(false)).toEqual(['source_of_funds_missing']);
    expect(enhanced(true)).toEqual([]);
    for (const tier of ['simplified', 'standard'] as const) {
      expect(
        approvalBlockers({
          documents: documentsAccepted,
          risk: { tier, sourceOfFundsAccepted: false },
          screening: NO_HITS,
        }),
      ).toEqual([]);
    }
  });

  it('stay closed while a screening hit awaits its disposition, documents accepted or not', () => {
    expect(
      approvalBlockers({ documents: documentsAccepted, risk: rated, screening: { open: 1, confirmed: 0 } }),
    ).toEqual(['screening_hits_open']);
  });

  it('stay closed for good once a hit is confirmed as a true match, whatever else is cleared', () => {
    expect(
      approvalBlockers({ documents: documentsAccepted, risk: rated, screening: { open: 0, confirmed: 1 } }),
    ).toEqual(['screening_match_confirmed']);
  });
});
