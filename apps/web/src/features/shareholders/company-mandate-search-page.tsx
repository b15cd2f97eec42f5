import { CompanySearchQuerySchema, HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useJourney } from '../../app/use-journey';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { searchCompanies } from '../company/company-api';
import { CompanyResults } from '../company/company-results';
import type { CompanySearchPage } from '../company/company-types';
import { classifySearchQuery } from '../company/search-query';
import { SearchStatus } from '../company/search-status';
import { mandateDraftFromResult, storeMandateDraft } from './mandate-draft';
import '../company/company.css';
import './shareholders.css';

/** Forms a shareholder company may not have are left out of the results (spec §5). */
const allowed = (page: CompanySearchPage): CompanySearchPage => ({
  ...page,
  results: page.results.filter(
    (result) =>
      !(HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY as readonly string[]).includes(result.legalFormCode ?? ''),
  ),
});

/** A company as shareholder or mandatary: find it in the register, or enter it by hand. */
export default function CompanyMandateSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const [params, setParams] = useSearchParams();
  const submitted = params.get('q') ?? '';
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
    select: allowed,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CompanySearchQuerySchema.safeParse({ query: input });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setParams({ q: parsed.data.query, page: '1' });
  };

  const manual = () => {
    storeMandateDraft(null);
    navigate(paths.shareholdersCompanyCreateNew(journey));
  };

  return (
    <section className="card stack" aria-labelledby="mandate-search-title">
      <div>
        <h1 id="mandate-search-title" className="page-title">
          {t('shareholders.mandateSearch.title')}
        </h1>
        <p className="page-lead">{t('shareholders.mandateSearch.lead')}</p>
      </div>
      <search>
        <form className="company-search__form" onSubmit={onSubmit} noValidate>
          <TextInput
            id="mandate-search-query"
            label={t('company.search.label')}
            hint={t('company.search.hint')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            error={error}
            required
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
          onManualEntry={manual}
        />
      ) : null}
      {search.data && search.data.results.length > 0 ? (
        <CompanyResults
          data={search.data}
          pending={null}
          onSelect={(result) => {
            storeMandateDraft(mandateDraftFromResult(result));
            navigate(paths.shareholdersCompanyCreateNew(journey));
          }}
          onPage={(next) => setParams({ q: submitted, page: String(next) })}
        />
      ) : null}
      <div className="company-search__manual">
        <Link className="btn btn--secondary btn--md" to={paths.shareholders(journey)}>
          <span>{t('common.back')}</span>
        </Link>
        <Button variant="secondary" onClick={manual}>
          {t('company.search.manual')}
        </Button>
      </div>
    </section>
  );
}
