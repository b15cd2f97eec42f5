import { describe, expect, it } from 'vitest';
import { contributionFromOwnAccount, missingIdentityMeasures } from './identity-measures';

describe('the identification measures a case still needs', () => {
  it('still asks the identity document and the first transfer when Pro Santé Connect vouched for the person', () => {
    expect(missingIdentityMeasures([{ measure: 'professional_status_pro_sante_connect' }])).toEqual([
      'identity_document_copy',
      'first_transfer_own_account',
    ]);
  });

  it('asks only what is missing, and nothing once both identity measures are recorded', () => {
    expect(
      missingIdentityMeasures([
        { measure: 'professional_status_pro_sante_connect' },
        { measure: 'identity_document_copy' },
      ]),
    ).toEqual(['first_transfer_own_account']);
    expect(
      missingIdentityMeasures([
        { measure: 'identity_document_copy' },
        { measure: 'first_transfer_own_account' },
      ]),
    ).toEqual([]);
  });

  it("takes a shareholder's capital contribution from their own account as the payment measure", () => {
    expect(
      missingIdentityMeasures([
        { measure: 'identity_document_copy' },
        { measure: 'capital_contribution_own_account' },
      ]),
    ).toEqual([]);
  });
});

describe('a capital contribution as identification', () => {
  const jean = { kind: 'person', firstName: 'Jean', lastName: 'Dupont' } as const;

  it("identifies the shareholder when paid from an account in their own name, not from a third party's", () => {
    expect(contributionFromOwnAccount('M. JEAN DUPONT', jean)).toBe(true);
    expect(contributionFromOwnAccount('SCI Les Tilleuls', jean)).toBe(false);
  });
});
