import { describe, expect, it } from 'vitest';
import { kycLegalFormParam, kycVariant } from './kyc-variant';
import { missingPersonProofs, missingProofsCount, requiredPersonProofs } from './proofs';
import { companyStepLabel, isLimitedLiability, representativesStepLabel, stepsFor } from './steps';

describe('steps of a company', () => {
  it('has four steps for a SAS', () => {
    const steps = stepsFor({ journey: 'enrollment', legalForm: 'SAS' });
    expect(steps.map((step) => [step.number, step.id])).toEqual([
      [1, 'account'],
      [2, 'company'],
      [3, 'representatives'],
      [4, 'terms'],
    ]);
    expect(steps[2]?.label).toBe('shareholders_and_representatives');
  });

  it('removes step 3 for ASS and sole traders, or when the limited_liability flag is set', () => {
    for (const legalForm of ['ASS', 'AE', 'EI', 'EIRL']) {
      const steps = stepsFor({ journey: 'signup', legalForm });
      expect(steps.map((step) => step.id)).toEqual(['account', 'company', 'terms']);
      expect(steps[2]?.number).toBe(3);
    }
    expect(stepsFor({ journey: 'signup', legalForm: 'SARL', limitedLiability: true })).toHaveLength(3);
    expect(isLimitedLiability({ legalForm: 'SARL', limitedLiabilityForms: ['SARL'] })).toBe(true);
    expect(isLimitedLiability({ legalForm: 'ASS', limitedLiabilityForms: [] })).toBe(false);
    // A sole trader has no one else to declare, whatever the configured list.
    expect(isLimitedLiability({ legalForm: 'EI', limitedLiabilityForms: [] })).toBe(true);
  });

  it('names step 2 after the legal form and step 3 after the journey (CSE: representatives)', () => {
    expect(companyStepLabel('EI')).toBe('business');
    expect(companyStepLabel('AE')).toBe('business');
    expect(companyStepLabel('EIRL')).toBe('business');
    expect(companyStepLabel('ASS')).toBe('association');
    expect(companyStepLabel('SELARL')).toBe('company');
    expect(representativesStepLabel({ journey: 'signup', legalForm: 'CSE' })).toBe('representatives');
    expect(representativesStepLabel({ journey: 'signup', legalForm: 'SAS' })).toBe(
      'beneficial_owners_and_representatives',
    );
  });
});

describe('KYC variant', () => {
  it.each([
    ['enrollment', 'SAS', 'new_company'],
    ['enrollment', 'EI', 'new_company'],
    ['signup', 'EI', 'ei'],
    ['signup', 'AE', 'ei'],
    ['signup', 'ASS', 'association'],
    ['signup', 'AS', 'association'],
    ['signup', 'SELARL', 'default'],
  ] as const)('%s %s -> %s', (journey, legalForm, variant) => {
    expect(kycVariant({ journey, legalForm })).toBe(variant);
  });

  it('omits the legal_form parameter for the default questionnaire', () => {
    expect(kycLegalFormParam('default')).toBeUndefined();
    expect(kycLegalFormParam('ei')).toBe('ei');
  });
});

describe('proofs a person needs', () => {
  it('asks an identity card of beneficial owners, mandataries and PEPs only', () => {
    expect(requiredPersonProofs({ is_beneficial_owner: true })).toEqual(['identity_card']);
    expect(requiredPersonProofs({ is_mandatary: true })).toEqual(['identity_card']);
    expect(requiredPersonProofs({ is_pep: true })).toEqual(['identity_card']);
    expect(requiredPersonProofs({ is_beneficial_owner: false, is_mandatary: false, is_pep: false })).toEqual(
      [],
    );
  });

  it('asks a mandate of the user who is not a legal representative', () => {
    expect(requiredPersonProofs({ is_user: true, is_mandatary: false })).toEqual(['mandate']);
    expect(requiredPersonProofs({ is_user: true, is_mandatary: true })).toEqual(['identity_card']);
  });

  it('counts people still missing a proof', () => {
    const people = [
      { is_beneficial_owner: true, identity_card_url: '/doc/1' },
      { is_beneficial_owner: true },
      { is_pep: true },
      { is_user: true, is_mandatary: false, has_mandate: true },
      { is_company: true, is_mandatary: true },
    ];
    expect(missingPersonProofs(people[1] ?? {})).toEqual(['identity_card']);
    expect(missingProofsCount(people)).toBe(2);
  });
});
