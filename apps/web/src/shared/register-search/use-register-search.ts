import { type CompanySearchPageReply, CompanySearchQuerySchema } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchCompanies } from './register-search-api';
import { classifySearchQuery } from './search-query';

/**
 * A search of the company register kept in the address (q, page), so the browser's back button
 * returns to the same results. `select` narrows the results shown (e.g. for a shareholder).
 */
export function useRegisterSearch(
  select?: (page: CompanySearchPageReply) => CompanySearchPageReply,
  /** Searched at once when the address holds no query (a number given with the request). */
  startQuery?: string,
) {
  const [params, setParams] = useSearchParams();
  const submitted = params.get('q') ?? startQuery ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [input, setInput] = useState(submitted);
  const [error, setError] = useState<string | undefined>();
  const term = classifySearchQuery(submitted);

  const search = useQuery({
    queryKey: ['company-search', term?.value ?? '', page],
    queryFn: ({ signal }) => searchCompanies(term?.value ?? '', page, signal),
    enabled: term !== null,
    placeholderData: keepPreviousData,
    retry: false,
    ...(select ? { select } : {}),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CompanySearchQuerySchema.safeParse({ query: input });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setParams({ q: parsed.data.query, page: '1' });
  };

  const goToPage = (next: number) => setParams({ q: submitted, page: String(next) });

  return { input, setInput, error, onSubmit, term, search, goToPage };
}
