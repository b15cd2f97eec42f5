import { describe, expect, it } from 'vitest';
import type { StoredCompany } from '../../lib/progress';
import { companyFormValues, holderFormValues, proposedPracticePhone } from './company-form-values';

const practice = { siret: '30158015500010', phone: '0164000000' };
const herPractice = { siret: '30158015500010' } as StoredCompany;

describe('the business phone proposed from the practice Pro Santé Connect gave', () => {
  it("fills the practice's phone in the form of that practice", () => {
    const phone = proposedPracticePhone(practice, herPractice);
    // Written as the forms show a phone, not as the directory gives it.
    expect(phone).toBe('01 64 00 00 00');
    expect(companyFormValues(herPractice, 'signup', holderFormValues(null), phone).phone).toBe(
      '01 64 00 00 00',
    );
  });

  it('proposes nothing for another business, a practice without a phone, or no sign-in', () => {
    expect(proposedPracticePhone(practice, { siret: '55208131766522' } as StoredCompany)).toBeNull();
    expect(proposedPracticePhone({ siret: practice.siret, phone: null }, herPractice)).toBeNull();
    // A practice kept before the federation's phone was read.
    expect(proposedPracticePhone({ siret: practice.siret }, herPractice)).toBeNull();
    expect(proposedPracticePhone(null, herPractice)).toBeNull();
  });

  it('keeps the phone the business saved over the proposal', () => {
    const saved = { ...herPractice, phone: '06 12 34 56 78' } as StoredCompany;
    expect(companyFormValues(saved, 'signup', holderFormValues(null), '0164000000').phone).toBe(
      '06 12 34 56 78',
    );
  });
});
