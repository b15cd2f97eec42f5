import { describe, expect, it } from 'vitest';
import { resumeStepPath } from './resume-step';

describe('where a resumed opening continues', () => {
  it('lands on the company step once both account proofs are in', () => {
    const user = { identity_card_url: '/user/documents/id', address_proof_url: '/user/documents/address' };
    expect(resumeStepPath('signup', user)).toBe('/signup/company');
    expect(resumeStepPath('enrollment', user)).toBe('/enrollment/company');
  });

  it('stays on the account step while a proof is missing, or the user is unknown', () => {
    expect(resumeStepPath('signup', { identity_card_url: '/id', address_proof_url: null })).toBe(
      '/signup/user',
    );
    expect(resumeStepPath('enrollment', null)).toBe('/enrollment/user');
  });
});
