import { BENEFICIAL_OWNER_THRESHOLD_PERCENT } from '../constants/limits';

/** A holding makes a beneficial owner when strictly above the threshold share of the capital (spec §6). */
export const isAboveBeneficialOwnerThreshold = (percentage: number): boolean =>
  percentage > BENEFICIAL_OWNER_THRESHOLD_PERCENT;

/**
 * Decided on whole numbers (shares x 100 > threshold x total), not on the rounded percentage the
 * list shows: with the threshold at 25, 250 001 shares out of 1 000 000 (25.0001 %) display as
 * 25,00 % yet make a beneficial owner.
 */
export const holdsBeneficialOwnership = (shares: number, numberOfActions: number): boolean =>
  numberOfActions > 0 && shares * 100 > BENEFICIAL_OWNER_THRESHOLD_PERCENT * numberOfActions;

/**
 * Whether the is_beneficial_owner question is asked: only when the holding is at the threshold or
 * below, in both journeys (above it the person is a beneficial owner by their shares). An operating
 * company now gives its number of shares, so its holders' percentages are real figures too.
 */
export function asksBeneficialOwnerQuestion(context: {
  journey: 'signup' | 'enrollment';
  shares: number;
  numberOfActions: number;
}): boolean {
  return !holdsBeneficialOwnership(context.shares, context.numberOfActions);
}

/** A person is a beneficial owner if they said so or their holding is above the threshold. */
export function isBeneficialOwner(
  person: { is_beneficial_owner?: boolean | null; shareholders_value?: number | null },
  numberOfActions: number,
): boolean {
  return (
    person.is_beneficial_owner === true ||
    holdsBeneficialOwnership(person.shareholders_value ?? 0, numberOfActions)
  );
}

/** The list can be submitted only with at least one beneficial owner (spec §5). */
export const hasBeneficialOwner = (
  people: readonly { is_beneficial_owner?: boolean | null; shareholders_value?: number | null }[],
  numberOfActions: number,
): boolean => people.some((person) => isBeneficialOwner(person, numberOfActions));
