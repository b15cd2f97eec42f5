import type { MessageKey } from '../messages/fr';
import { isBeneficialOwner } from './beneficial-owner';

export interface WarningInput {
  journey: 'signup' | 'enrollment';
  /** A company (mandate) rather than a natural person. */
  isCompany: boolean;
  /** The account user's own entry is kept whatever the answers (a delegation covers them). */
  isUser?: boolean;
  /** number_of_actions of the company (beneficial ownership by shares). */
  totalShares: number;
  answers: {
    is_mandatary?: boolean | null;
    is_beneficial_owner?: boolean | null;
    is_shareholder?: boolean | null;
    shareholders_value?: number | null;
  };
}

/**
 * The representative warning (spec §4): the answers show the person is neither legal
 * representative nor shareholder (enrollment), or neither legal representative nor beneficial
 * owner (signup). For a legal entity in signup only the legal-representative test applies.
 * The web shows the warning; the API refuses to store such a person.
 */
export function needsRepresentativeWarning({
  journey,
  isCompany,
  isUser,
  totalShares,
  answers,
}: WarningInput): boolean {
  if (isUser || answers.is_mandatary !== false) return false;
  if (journey === 'enrollment') return answers.is_shareholder === false;
  if (isCompany) return true;
  const shares = answers.is_shareholder === false ? 0 : (answers.shareholders_value ?? 0);
  return !isBeneficialOwner(
    { is_beneficial_owner: answers.is_beneficial_owner, shareholders_value: shares },
    totalShares,
  );
}

/** Why such a person or company has no place in the list, in the warning's own words; null when it has. */
export function undeclarablePersonMessage(input: WarningInput): MessageKey | null {
  if (!needsRepresentativeWarning(input)) return null;
  if (input.isCompany) {
    return input.journey === 'enrollment'
      ? 'validation.not_declarable_company_enrollment'
      : 'validation.not_declarable_company';
  }
  return input.journey === 'enrollment'
    ? 'validation.not_declarable_enrollment'
    : 'validation.not_declarable_signup';
}
