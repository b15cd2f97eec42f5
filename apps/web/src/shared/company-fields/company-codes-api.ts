import { callApi } from '../../lib/api-client';

export const CODE_PAGE_SIZE = 20;

/** GET /legal-forms: one page of legal forms, searched by abbreviation or label. */
export const fetchLegalForms = (search: string, page: number, exclude: readonly string[] = []) =>
  callApi('GET /legal-forms', {
    query: {
      search: search || undefined,
      page,
      per_page: CODE_PAGE_SIZE,
      exclude: exclude.join(',') || undefined,
    },
  });

/** GET /nafcode: one page of NAF activity codes, searched by words or code. */
export const fetchNafCodes = (search: string, page: number) =>
  callApi('GET /nafcode', { query: { search: search || undefined, page, per_page: CODE_PAGE_SIZE } });
