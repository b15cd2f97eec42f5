import { describe, expect, it } from 'vitest';
import { furtherStep, isStepDone, type SavedOpening, stepReached } from './step-reached';

const everythingSaved: SavedOpening = {
  journey: 'signup',
  legalForm: 'SELARL',
  limitedLiability: false,
  accountProofsIn: true,
  companySaved: true,
  companyFileComplete: true,
  representativesCertified: true,
};

describe('the step an opening has reached', () => {
  it('stays on the account step until both account proofs are in', () => {
    expect(stepReached({ ...everythingSaved, accountProofsIn: false })).toBe('account');
  });

  it('is the company step until the company, its KYC answers and its documents are saved', () => {
    expect(stepReached({ ...everythingSaved, companySaved: false, companyFileComplete: false })).toBe(
      'company',
    );
    expect(stepReached({ ...everythingSaved, companyFileComplete: false })).toBe('company');
  });

  it('is the representatives step until the list is certified, for both journeys', () => {
    for (const journey of ['signup', 'enrollment'] as const) {
      expect(stepReached({ ...everythingSaved, journey, representativesCertified: false })).toBe(
        'representatives',
      );
    }
  });

  it('goes to the terms once everything is saved', () => {
    expect(stepReached(everythingSaved)).toBe('terms');
  });

  it('skips the representatives step of a sole trader or a limited-liability company', () => {
    expect(stepReached({ ...everythingSaved, legalForm: 'EI', representativesCertified: false })).toBe(
      'terms',
    );
    expect(stepReached({ ...everythingSaved, limitedLiability: true, representativesCertified: false })).toBe(
      'terms',
    );
  });

  it('marks done every step before the one reached', () => {
    expect(isStepDone('account', 'company')).toBe(true);
    expect(isStepDone('company', 'company')).toBe(false);
    expect(isStepDone('representatives', 'terms')).toBe(true);
    expect(isStepDone('terms', 'terms')).toBe(false);
    expect(furtherStep('company', 'terms')).toBe('terms');
    expect(furtherStep('representatives', 'account')).toBe('representatives');
  });
});
