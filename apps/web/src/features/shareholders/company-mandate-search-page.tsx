import { type CompanySearchPageReply, HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { Button } from '../../components/ui/button';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { CompanyResults } from '../../shared/register-search/company-results';
import { RegisterSearchForm } from '../../shared/register-search/register-search-form';
import { draftFromSearchResult } from '../../shared/register-search/search-result-draft';
import { SearchStatus } from '../../shared/register-search/search-status';
import { useRegisterSearch } from '../../shared/register-search/use-register-search';
import { storeMandateDraft } from './mandate-draft';
import '../company/company.css';
import './shareholders.css';

/** Forms a shareholder company may not have are left out of the results (spec §5). */
const allowed = (page: CompanySearchPageReply): CompanySearchPageReply => ({
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
  const { input, setInput, error, onSubmit, term, search, goToPage } = useRegisterSearch(allowed);

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
      <RegisterSearchForm
        id="mandate-search-query"
        input={input}
        onInput={setInput}
        error={error}
        searching={search.isFetching}
        onSubmit={onSubmit}
      />
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
            storeMandateDraft(draftFromSearchResult(result));
            navigate(paths.shareholdersCompanyCreateNew(journey));
          }}
          onPage={goToPage}
        />
      ) : null}
      <div className="company-search__manual">
        <BackLink to={paths.shareholders(journey)} />
        <Button variant="secondary" onClick={manual}>
          {t('company.search.manual')}
        </Button>
      </div>
    </section>
  );
}
