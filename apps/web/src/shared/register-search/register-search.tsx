import type { CompanySearchPageReply, CompanySearchResultReply, CompanySearchTerm } from '@app/domain';
import type { ReactNode } from 'react';
import { CompanyResults } from './company-results';
import { RegisterSearchForm } from './register-search-form';
import { SearchStatus } from './search-status';
import { useRegisterSearch } from './use-register-search';
import './register-search.css';

interface RegisterSearchProps {
  /** Id of the search field. */
  id: string;
  /** The customer's own company may be filled from the browser's organization entry. */
  autoComplete?: string;
  /** Narrows the results shown (e.g. the forms a shareholder company may have). */
  select?: (page: CompanySearchPageReply) => CompanySearchPageReply;
  /** SIREN of the result being opened. */
  pending: string | null;
  onSelect: (result: CompanySearchResultReply) => void;
  /** The "enter it by hand" way out the status offers when nothing is found. */
  onManualEntry: () => void;
  /** The actions below the results (manual entry, back). */
  children: ReactNode;
  /** Searched at once when the address holds no query. */
  startQuery?: string | undefined;
  /** Said above the search's own status, from what was searched and found. */
  notice?: (term: CompanySearchTerm | null, page: CompanySearchPageReply | undefined) => ReactNode;
}

/** A search of the company register: the query, what was found, the results and the way out. */
export function RegisterSearch({
  id,
  autoComplete,
  select,
  pending,
  onSelect,
  onManualEntry,
  children,
  startQuery,
  notice,
}: RegisterSearchProps) {
  const { input, setInput, error, onSubmit, term, search, goToPage } = useRegisterSearch(select, startQuery);
  return (
    <>
      <RegisterSearchForm
        id={id}
        input={input}
        onInput={setInput}
        error={error}
        searching={search.isFetching}
        onSubmit={onSubmit}
        autoComplete={autoComplete}
      />
      {notice && !search.isPending ? notice(term, search.data) : null}
      {term ? (
        <SearchStatus
          term={term}
          page={search.data}
          failed={search.isError}
          loading={search.isPending}
          onManualEntry={onManualEntry}
        />
      ) : null}
      {search.data && search.data.results.length > 0 ? (
        <CompanyResults data={search.data} pending={pending} onSelect={onSelect} onPage={goToPage} />
      ) : null}
      <div className="company-search__manual">{children}</div>
    </>
  );
}
