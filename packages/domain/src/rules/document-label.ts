import type { Locale } from '../locale';
import { isMessageKey, translate } from '../messages/index';
import { COMPANY_DOCUMENT_KINDS, type CompanyDocumentKind, documentKindName } from '../tables/documents';

/** The user's proof_of_address slot is their home address proof, not the company's. */
const labelKind = (subjectType: string, type: string) =>
  subjectType === 'user' && type === 'proof_of_address' ? 'address_proof' : type;

const isCompanyKind = (type: string): type is CompanyDocumentKind =>
  (COMPANY_DOCUMENT_KINDS as readonly string[]).includes(type);

/**
 * A document's name for the bank and the customer's e-mails, in their language (its kind when
 * unknown); a company's document in the words of its kind of business, given its legal form.
 */
export const documentLabel = (
  locale: Locale,
  subjectType: string,
  type: string,
  legalForm?: string | null,
): string => {
  const key =
    subjectType === 'company' && isCompanyKind(type)
      ? documentKindName(type, legalForm)
      : `document.kind.${labelKind(subjectType, type)}`;
  return isMessageKey(key) ? translate(locale, key) : type;
};
