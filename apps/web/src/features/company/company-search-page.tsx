import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useJourney } from '../../app/use-journey';
import { Button } from '../../components/ui/button';
import { CompanyResults } from './company-results';
import { startManualEntry } from './company-store';
import { RegisterSearchForm } from './register-search-form';
import { SearchStatus } from './search-status';
import { useCompanySelection } from './use-company-selection';
import { useRegisterSearch } from './use-register-search';
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
