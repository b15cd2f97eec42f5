import type { Locale } from '../locale';
import { isMessageKey, translate } from '../messages/index';

/** The user's proof_of_address slot is their home address proof, not the company's. */
const labelKind = (subjectType: string, type: string) =>
  subjectType === 'user' && type === 'proof_of_address' ? 'address_proof' : type;

/** A document's name for the bank and the customer's e-mails, in their language (its kind when unknown). */
export const documentLabel = (locale: Locale, subjectType: string, type: string): string => {
  const key = `document.kind.${labelKind(subjectType, type)}`;
  return isMessageKey(key) ? translate(locale, key) : type;
};
