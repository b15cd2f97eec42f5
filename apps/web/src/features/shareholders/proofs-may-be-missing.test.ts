import { describe, expect, it } from 'vitest';
import { proofsMayBeMissing } from './shareholders-list-page';
import { mandate, person } from './test-entries';

describe('list submit goes to the proofs loop', () => {
  it('when a beneficial owner, mandatary or exposed person has no identity card on file', () => {
    expect(proofsMayBeMissing([person({ is_beneficial_owner: true, identity_card_url: null })])).toBe(true);
    expect(proofsMayBeMissing([person({ is_pep: true, identity_card_url: null })])).toBe(true);
    expect(
      proofsMayBeMissing([person({ is_beneficial_owner: true, identity_card_url: 'http://x/documents/1' })]),
    ).toBe(false);
  });

  it('when the user acts by delegation (the mandate is checked on the proofs screen)', () => {
    expect(
      proofsMayBeMissing([
        person({ is_user: true, is_mandatary: false, identity_card_url: 'http://x/documents/1' }),
      ]),
    ).toBe(true);
  });

  it('never for companies or people who need nothing', () => {
    expect(
      proofsMayBeMissing([
        mandate(),
        person({ is_mandatary: false, is_beneficial_owner: false, is_pep: false }),
      ]),
    ).toBe(false);
  });
});
