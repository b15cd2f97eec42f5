import { roundTo2 } from './amount';

/** Capital a holder deposits: capital_amount / number_of_actions * shares, to 2 decimals (spec §9). */
export function capitalPerHolder(capitalAmount: number, numberOfActions: number, shares: number): number {
  if (!(numberOfActions > 0)) return 0;
  return roundTo2((capitalAmount / numberOfActions) * shares);
}

/** A holding as a percentage of all shares, to 2 decimals. */
export function sharesPercentage(shares: number, numberOfActions: number): number {
  if (!(numberOfActions > 0)) return 0;
  return roundTo2((shares / numberOfActions) * 100);
}

/** Shares not yet given to anyone: total minus the sum of every holder's shares (never below 0). */
export function remainingShares(
  numberOfActions: number,
  holdings: readonly (number | null | undefined)[],
): number {
  const allocated = holdings.reduce<number>((total, shares) => total + (shares ?? 0), 0);
  return Math.max(0, numberOfActions - allocated);
}

/**
 * A person's shares are valid when 0 <= value <= remaining + the person's own current shares
 * (editing someone frees their shares first). Whole numbers only.
 */
export function isSharesValueValid(value: number, remaining: number, ownShares = 0): boolean {
  return Number.isInteger(value) && value >= 0 && value <= remaining + ownShares;
}

/** Enrollment submit needs every share allocated. */
export const allSharesAllocated = (
  numberOfActions: number,
  holdings: readonly (number | null | undefined)[],
) =>
  remainingShares(numberOfActions, holdings) === 0 &&
  holdings.reduce<number>((total, shares) => total + (shares ?? 0), 0) === numberOfActions;
