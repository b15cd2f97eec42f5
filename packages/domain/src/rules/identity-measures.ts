import { type IdentityMeasure, MEASURE_KINDS } from '../contracts/compliance.contract';

/**
 * The identification measures a remote opening needs (R.561-5-2 CMF): a copy of the identity
 * document accepted by the bank and a first payment from an account in the customer's name.
 */
export const REQUIRED_IDENTITY_MEASURES = [
  'identity_document_copy',
  'first_transfer_own_account',
] as const satisfies readonly IdentityMeasure[];

/**
 * The required identity measures a case still lacks. Only measures of kind identity count: a
 * professional status vouched for by Pro Santé Connect (eIDAS low) waives none of them.
 */
export function missingIdentityMeasures(
  recorded: readonly { measure: IdentityMeasure }[],
): IdentityMeasure[] {
  const identity = new Set(
    recorded.filter(({ measure }) => MEASURE_KINDS[measure] === 'identity').map(({ measure }) => measure),
  );
  return REQUIRED_IDENTITY_MEASURES.filter((measure) => !identity.has(measure));
}
