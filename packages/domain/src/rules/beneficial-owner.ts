import { BENEFICIAL_OWNER_THRESHOLD_PERCENT } from '../constants/limits';
import { sharesPercentage } from './shares';

/** A holding makes a beneficial owner when strictly above 25 % of the capital (spec §6). */
export const isAboveBeneficialOwnerThreshold = (percentage: number): boolean =>
  percentage > BENEFICIAL_OWNER_THRESHOLD_PERCENT;

export const holdsBeneficialOwnership = (shares: number, numberOfActions: number): boolean =>
  isAboveBeneficialOwnerThreshold(sharesPercentage(shares, numberOfActions));

/**
 * Whether the is_beneficial_owner question is asked: always in signup; in enrollment only when the
 * holding is 25 % or less (above it the person is a beneficial owner by their shares).
 */
export function asksBeneficialOwnerQuestion(context: {
  journey: 'signup' | 'enrollment';
  shares: number;
  numberOfActions: number;
}): boolean {
  return context.journey === 'signup' || !holdsBeneficialOwnership(context.shares, context.numberOfActions);
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
