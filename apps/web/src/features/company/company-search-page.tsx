import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Button } from '../../components/ui/button';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { RegisterSearch } from '../../shared/register-search/register-search';
import { startManualEntry } from './company-store';
import { useCompanySelection } from './use-company-selection';

/** Signup step 2: find the company in the register by name, SIREN or SIRET (spec §2.4). */
export default function CompanySearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const { pending, selectResult } = useCompanySelection();

  const manualEntry = () => {
    startManualEntry();
    navigate(paths.companyCreate(journey));
  };

  return (
    <PageCard id="company-search" title={t('company.search.title')} lead={t('company.search.lead')} stack>
      <RegisterSearch
        id="company-search-query"
        autoComplete="organization"
        pending={pending}
        onSelect={(result) => void selectResult(result)}
        onManualEntry={manualEntry}
      >
        <p className="small muted">{t('company.search.manualHint')}</p>
        <Button variant="secondary" onClick={manualEntry}>
          {t('company.search.manual')}
        </Button>
      </RegisterSearch>
    </PageCard>
  );
}
