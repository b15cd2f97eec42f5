import { type CompanySearchPageReply, HIDDEN_FORMS_FOR_SHAREHOLDER_COMPANY } from '@app/domain';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { RegisterSearch } from '../../shared/register-search/register-search';
import { draftFromSearchResult } from '../../shared/register-search/search-result-draft';
import { storeMandateDraft } from './mandate-draft';
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

  const manual = () => {
    storeMandateDraft(null);
    navigate(paths.shareholdersCompanyCreateNew(journey));
  };

  return (
    <PageCard
      id="mandate-search"
      title={t('shareholders.mandateSearch.title')}
      lead={t('shareholders.mandateSearch.lead')}
      stack
    >
      <RegisterSearch
        id="mandate-search-query"
        select={allowed}
        pending={null}
        onSelect={(result) => {
          storeMandateDraft(draftFromSearchResult(result));
          navigate(paths.shareholdersCompanyCreateNew(journey));
        }}
        onManualEntry={manual}
      >
        <BackLink to={paths.shareholders(journey)} />
        <Button variant="secondary" onClick={manual}>
          {t('company.search.manual')}
        </Button>
      </RegisterSearch>
    </PageCard>
  );
}
