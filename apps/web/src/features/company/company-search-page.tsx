import { CompanySearchQuerySchema } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useJourney } from '../../app/use-journey';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { searchCompanies } from './company-api';
import { CompanyResults } from './company-results';
import { startManualEntry } from './company-store';
import { classifySearchQuery } from './search-query';
import { SearchStatus } from './search-status';
import { useCompanySelection } from './use-company-selection';
import './company.css';

/** Signup step 2: find the company in the register by name, SIREN or SIRET (spec §2.4). */
export default function CompanySearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const [params, setParams] = useSearchParams();
  const submitted = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [input, setInput] = useState(submitted);
  const [error, setError] = useState<string | undefined>();
  const term = classifySearchQuery(submitted);
  const { pending, selectResult } = useCompanySelection();

  const search = useQuery({
    queryKey: ['company-search', term?.value ?? '', page],
    queryFn: ({ signal }) => searchCompanies(term?.value ?? '', page, signal),
    enabled: term !== null,
    placeholderData: keepPreviousData,
    retry: false,
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

  const manualEntry = () => {
    startManualEntry();
    navigate(paths.companyCreate(journey));
  };

  return (
    <section className="card stack" aria-labelledby="company-search-title">
      <div>
        <h1 id="company-search-title" className="page-title">
          {t('company.search.title')}
        </h1>
        <p className="page-lead">{t('company.search.lead')}</p>
      </div>
      <search>
        <form className="company-search__form" onSubmit={onSubmit} noValidate>
          <TextInput
            id="company-search-query"
            label={t('company.search.label')}
            hint={t('company.search.hint')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            error={error}
            required
            autoComplete="organization"
          />
          <Button type="submit" loading={search.isFetching} className="company-search__submit">
            {t('company.search.submit')}
          </Button>
        </form>
      </search>

      {term ? (
        <SearchStatus
          term={term}
          page={search.data}
          failed={search.isError}
          loading={search.isPending}
          onManualEntry={manualEntry}
        />
      ) : null}

      {search.data && search.data.results.length > 0 ? (
        <CompanyResults
          data={search.data}
          pending={pending}
          onSelect={(result) => void selectResult(result)}
          onPage={goToPage}
        />
      ) : null}

      <div className="company-search__manual">
        <p className="small muted">{t('company.search.manualHint')}</p>
        <Button variant="secondary" onClick={manualEntry}>
          {t('company.search.manual')}
        </Button>
      </div>
    </section>
  );
}
