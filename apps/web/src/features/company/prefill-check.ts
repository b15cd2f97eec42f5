import {
  type CompanySearchPageReply,
  type CompanySearchTerm,
  type Locale,
  legalFormLabel,
  type PartnerCompanyPrefill,
} from '@app/domain';
import type { StoredCompany } from '../../lib/progress';

/**
 * What the register says of the company the request was created with: found (and named as the
 * request says, or otherwise: the register's data wins), or unknown. Null while nothing is to be
 * said: the search still runs, the register is unavailable, or the customer searched otherwise.
 */
export type PrefillCheck =
  | { kind: 'confirmed'; number: string }
  | { kind: 'name-differs'; number: string; given: string; register: string }
  | { kind: 'unknown'; number: string };

const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toUpperCase();

export function checkPrefill(
  prefill: PartnerCompanyPrefill | null,
  term: CompanySearchTerm | null,
  page: CompanySearchPageReply | undefined,
): PrefillCheck | null {
  const number = prefill?.siret ?? prefill?.siren;
  if (!number || term?.value !== number || !page || page.unavailable) return null;
  const found = page.results.find((result) => result.siren === number.slice(0, 9));
  // Nothing found within the register's deadline (an empty, capped page) proves nothing.
  if (!found && page.capped && page.results.length === 0) return null;
  if (!found) return { kind: 'unknown', number };
  if (prefill?.name && comparable(prefill.name) !== comparable(found.socialReason)) {
    return { kind: 'name-differs', number, given: prefill.name, register: found.socialReason };
  }
  return { kind: 'confirmed', number };
}

/** The request's SIRET, when the chosen result is its company: that establishment is looked up at once. */
export const prefilledSiretOf = (prefill: PartnerCompanyPrefill | null, siren: string): string | null =>
  prefill?.siret?.startsWith(siren) ? prefill.siret : null;

/** A company in formation as the request names it: the enrollment form starts from its name, form and capital. */
export function companyFromPrefill(prefill: PartnerCompanyPrefill, locale: Locale): StoredCompany | null {
  const { name, legal_form: code, capital } = prefill;
  if (!name && !code && capital === undefined) return null;
  return {
    name: name ?? '',
    legal_form: code ? { code, abbreviation: code, label: legalFormLabel(code, locale) } : null,
    capital_amount: capital === undefined ? undefined : String(capital),
  };
}
