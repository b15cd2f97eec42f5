import { describe, expect, it } from 'vitest';
import { needsRepresentativeWarning, type WarningInput } from './representative-role';

const base: WarningInput = { journey: 'signup', isCompany: false, totalShares: 5000, answers: {} };
const warn = (change: Partial<WarningInput>, answers: WarningInput['answers']) =>
  needsRepresentativeWarning({ ...base, ...change, answers });

describe('representative warning', () => {
  it('signup: warns for a person who is neither legal representative nor beneficial owner', () => {
    expect(warn({}, { is_mandatary: false, is_beneficial_owner: false })).toBe(true);
  });

  it('signup: no warning for a legal representative or a beneficial owner', () => {
    expect(warn({}, { is_mandatary: true, is_beneficial_owner: false })).toBe(false);
    expect(warn({}, { is_mandatary: false, is_beneficial_owner: true })).toBe(false);
  });

  it('signup: holding more than 25 % makes a beneficial owner even when answered no', () => {
    expect(
      warn(
        {},
        { is_mandatary: false, is_beneficial_owner: false, is_shareholder: true, shareholders_value: 1300 },
      ),
    ).toBe(false);
    expect(
      warn(
        {},
        { is_mandatary: false, is_beneficial_owner: false, is_shareholder: true, shareholders_value: 1250 },
      ),
    ).toBe(true);
  });

  it('signup: for a legal entity only the legal-representative test applies', () => {
    expect(
      warn({ isCompany: true }, { is_mandatary: false, is_shareholder: true, shareholders_value: 4000 }),
    ).toBe(true);
    expect(warn({ isCompany: true }, { is_mandatary: true })).toBe(false);
  });

  it('enrollment: warns when neither legal representative nor shareholder', () => {
    expect(warn({ journey: 'enrollment' }, { is_mandatary: false, is_shareholder: false })).toBe(true);
    expect(
      warn({ journey: 'enrollment' }, { is_mandatary: false, is_shareholder: true, shareholders_value: 10 }),
    ).toBe(false);
  });

  it("never warns about the account user's own entry", () => {
    expect(warn({ isUser: true }, { is_mandatary: false, is_beneficial_owner: false })).toBe(false);
  });
});
