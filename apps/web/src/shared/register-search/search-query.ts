import { type CompanySearchTerm, normalizeCompanySearchQuery } from '@app/domain';

/**
 * What the search box sends (spec §2.4): digits and spaces are a SIREN/SIRET search with the
 * spaces removed; anything else is a name search. Empty input sends nothing.
 */
export function classifySearchQuery(input: string): CompanySearchTerm | null {
  if (!input.trim()) return null;
  return normalizeCompanySearchQuery(input);
}

/** Number searches are answered with the number-specific "not found" hint. */
export const isNumberSearch = (term: CompanySearchTerm): boolean => term.kind !== 'text';
