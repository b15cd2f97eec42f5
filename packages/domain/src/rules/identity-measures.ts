import { type IdentityMeasure, MEASURE_KINDS } from '../contracts/compliance.contract';
import { type PayerHolder, payerNameMatches } from './payer-name';

/**
 * The identification measures a remote opening needs (R.561-5-2 CMF): a copy of the identity
 * document accepted by the bank and a first payment from an account in the customer's name.
 */
export const REQUIRED_IDENTITY_MEASURES = [
  'identity_document_copy',
  'first_transfer_own_account',
] as const satisfies readonly IdentityMeasure[];

/**
 * A measure that stands for a required one: a shareholder's capital contribution from their own
 * account is the payment from an account in the person's name of a company being created.
 */
const STANDS_FOR: Partial<Record<IdentityMeasure, IdentityMeasure>> = {
  capital_contribution_own_account: 'first_transfer_own_account',
};

/**
 * Whether a capital contribution that counts identifies its shareholder (R.561-5-2): only when it
 * came from an account in their own name, by the rule that counts contributions on arrival. A
 * third party's transfer released after the bank's review counts towards the capital, never as
 * the shareholder's identification.
 */
export const contributionFromOwnAccount = (payerName: string, shareholder: PayerHolder): boolean =>
  payerNameMatches(payerName, shareholder);

/**
 * The required identity measures a case still lacks. Only measures of kind identity count: a
 * professional status vouched for by Pro Santé Connect (eIDAS low) waives none of them.
 */
export function missingIdentityMeasures(
  recorded: readonly { measure: IdentityMeasure }[],
): IdentityMeasure[] {
  const identity = new Set(
    recorded
      .filter(({ measure }) => MEASURE_KINDS[measure] === 'identity')
      .map(({ measure }) => STANDS_FOR[measure] ?? measure),
  );
  return REQUIRED_IDENTITY_MEASURES.filter((measure) => !identity.has(measure));
}
