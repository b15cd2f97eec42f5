import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { CompanyResults } from '../../shared/register-search/company-results';
import { RegisterSearchForm } from '../../shared/register-search/register-search-form';
import { SearchStatus } from '../../shared/register-search/search-status';
import { useRegisterSearch } from '../../shared/register-search/use-register-search';
import { startManualEntry } from './company-store';
import { useCompanySelection } from './use-company-selection';
import './company.css';

/** Signup step 2: find the company in the register by name, SIREN or SIRET (spec §2.4). */
export default function CompanySearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const { input, setInput, error, onSubmit, term, search, goToPage } = useRegisterSearch();
  const { pending, selectResult } = useCompanySelection();

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
      <RegisterSearchForm
        id="company-search-query"
        input={input}
        onInput={setInput}
        error={error}
        searching={search.isFetching}
        onSubmit={onSubmit}
        autoComplete="organization"
      />

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
