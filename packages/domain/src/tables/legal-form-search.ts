import type { Locale } from '../locale';
import { type Page, type PageRequest, searchItems } from '../rules/text-search';
import { LEGAL_FORMS, type LegalForm, type LegalFormCode } from './legal-forms';

/** Legal forms matching a query on abbreviation or label (in the given language), paged for "see more". */
export function searchLegalForms(
  query: string | null | undefined,
  locale: Locale,
  request: PageRequest & { exclude?: readonly LegalFormCode[] } = {},
): Page<LegalForm> {
  const candidates = request.exclude
    ? LEGAL_FORMS.filter((form) => !request.exclude?.includes(form.code))
    : LEGAL_FORMS;
  return searchItems(candidates, query, (form) => `${form.abbreviation} ${form.label[locale]}`, request);
}
