import type { RegistrationType } from '../tables/registration-types';

/** The kinds of account an opening is given. */
export type OpeningAccountKind = 'current' | 'capital_deposit';

/**
 * The account the completion of an opening allocates: a company in formation gets the blocked
 * account of its capital deposit, in its name; an operating business its current account.
 */
export function openingAccount(company: { registration_type: RegistrationType; name: string }): {
  kind: OpeningAccountKind;
  holderName: string;
} {
  return company.registration_type === 'new_company'
    ? { kind: 'capital_deposit', holderName: `${company.name} (en formation)` }
    : { kind: 'current', holderName: company.name };
}
