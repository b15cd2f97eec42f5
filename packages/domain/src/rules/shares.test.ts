import { describe, expect, it } from 'vitest';
import { formatEuros } from './amount';
import {
  asksBeneficialOwnerQuestion,
  hasBeneficialOwner,
  holdsBeneficialOwnership,
  isAboveBeneficialOwnerThreshold,
} from './beneficial-owner';
import {
  allSharesAllocated,
  capitalPerHolder,
  isSharesValueValid,
  remainingShares,
  sharesPercentage,
} from './shares';

describe('capital and shares', () => {
  it('computes the capital a holder deposits: 10 000 € / 5 000 actions x 1 250 shares = 2 500,00 € (25 %)', () => {
    expect(capitalPerHolder(10000, 5000, 1250)).toBe(2500);
    expect(formatEuros(capitalPerHolder(10000, 5000, 1250)).replace(/\s/g, ' ')).toBe('2 500,00 €');
    expect(sharesPercentage(1250, 5000)).toBe(25);
  });

  it('rounds to two decimals', () => {
    expect(capitalPerHolder(1000, 3, 1)).toBe(333.33);
    expect(capitalPerHolder(1000, 3, 2)).toBe(666.67);
    expect(sharesPercentage(1, 3)).toBe(33.33);
    expect(sharesPercentage(2, 3)).toBe(66.67);
    expect(capitalPerHolder(1000, 0, 1)).toBe(0);
  });

  it('counts the remaining shares', () => {
    expect(remainingShares(5000, [1250, 2500, null])).toBe(1250);
    expect(remainingShares(5000, [5000, 10])).toBe(0);
    expect(allSharesAllocated(5000, [2500, 2500])).toBe(true);
    expect(allSharesAllocated(5000, [2500, 2000])).toBe(false);
  });

  it('accepts shares between 0 and remaining + own, and refuses the rest', () => {
    expect(isSharesValueValid(0, 100)).toBe(true);
    expect(isSharesValueValid(100, 100)).toBe(true);
    expect(isSharesValueValid(101, 100)).toBe(false);
    // Editing someone who holds 50: their 50 are free again.
    expect(isSharesValueValid(150, 100, 50)).toBe(true);
    expect(isSharesValueValid(151, 100, 50)).toBe(false);
    expect(isSharesValueValid(-1, 100)).toBe(false);
    expect(isSharesValueValid(1.5, 100)).toBe(false);
  });
});

describe('beneficial owner', () => {
  it('is strictly above 25 %', () => {
    expect(isAboveBeneficialOwnerThreshold(25)).toBe(false);
    expect(isAboveBeneficialOwnerThreshold(25.01)).toBe(true);
    expect(holdsBeneficialOwnership(1250, 5000)).toBe(false);
    expect(holdsBeneficialOwnership(1251, 5000)).toBe(true);
  });

  it('decides "more than 25 %" on whole shares, not on the rounded percentage', () => {
    // Exactly 25 % is not more than 25 %.
    expect(holdsBeneficialOwnership(250_000, 1_000_000)).toBe(false);
    expect(holdsBeneficialOwnership(1, 4)).toBe(false);
    // 25.0001 % shows as 25,00 % but is more than 25 %.
    expect(sharesPercentage(250_001, 1_000_000)).toBe(25);
    expect(holdsBeneficialOwnership(250_001, 1_000_000)).toBe(true);
    // 24.9999 % shows as 25,00 % and is not.
    expect(holdsBeneficialOwnership(249_999, 1_000_000)).toBe(false);
    // Share counts up to the column bound stay exact.
    expect(holdsBeneficialOwnership(536_870_912, 2_147_483_647)).toBe(true);
    expect(holdsBeneficialOwnership(536_870_911, 2_147_483_644)).toBe(false);
    expect(holdsBeneficialOwnership(0, 0)).toBe(false);
  });

  it('asks the question only at 25 % or less, in both journeys', () => {
    expect(asksBeneficialOwnerQuestion({ journey: 'signup', shares: 500, numberOfActions: 1000 })).toBe(
      false,
    );
    expect(asksBeneficialOwnerQuestion({ journey: 'signup', shares: 250, numberOfActions: 1000 })).toBe(true);
    expect(asksBeneficialOwnerQuestion({ journey: 'enrollment', shares: 1250, numberOfActions: 5000 })).toBe(
      true,
    );
    expect(asksBeneficialOwnerQuestion({ journey: 'enrollment', shares: 2000, numberOfActions: 5000 })).toBe(
      false,
    );
  });

  it('needs at least one beneficial owner in the list', () => {
    expect(hasBeneficialOwner([{ is_beneficial_owner: false, shareholders_value: 1000 }], 5000)).toBe(false);
    expect(hasBeneficialOwner([{ is_beneficial_owner: false, shareholders_value: 3000 }], 5000)).toBe(true);
    expect(hasBeneficialOwner([{ is_beneficial_owner: true }], 5000)).toBe(true);
    expect(hasBeneficialOwner([], 5000)).toBe(false);
  });
});
