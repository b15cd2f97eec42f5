import type { CompanySearchResultReply } from '@app/domain';
import { useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { pscPracticeSiret } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { RegisterSearch } from '../../shared/register-search/register-search';
import { draftFromSearchResult } from '../../shared/register-search/search-result-draft';
import { prefillNumber, useCompanyPrefill } from '../../shared/signup-request/company-prefill';
import { startManualEntry } from './company-store';
import { checkPrefill, prefilledSiretOf } from './prefill-check';
import { PrefillNotice } from './prefill-notice';
import { useCompanySelection } from './use-company-selection';

/**
 * Signup step 2: find the company in the register by name, SIREN or SIRET (spec §2.4). A request
 * created with the company's SIREN or SIRET starts with the register's answer for that number.
 */
export default function CompanySearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const { pending, selectResult, selectEstablishment } = useCompanySelection();
  const { prefill, loading } = useCompanyPrefill();

  const manualEntry = () => {
    startManualEntry();
    navigate(paths.companyCreate(journey));
  };

  // The request's own establishment is taken as given: no head-office choice to make again.
  const choose = (result: CompanySearchResultReply) => {
    const siret = prefilledSiretOf(prefill, result.siren);
    if (siret) void selectEstablishment(siret, draftFromSearchResult(result));
    else void selectResult(result);
  };

  if (loading) return <PageLoader label={t('common.loading')} />;

  return (
    <PageCard id="company-search" title={t('company.search.title')} lead={t('company.search.lead')} stack>
      <RegisterSearch
        id="company-search-query"
        autoComplete="organization"
        pending={pending}
        onSelect={choose}
        onManualEntry={manualEntry}
        startQuery={prefillNumber(prefill) ?? pscPracticeSiret() ?? undefined}
        notice={(term, page) => {
          const check = checkPrefill(prefill, term, page);
          return check ? <PrefillNotice check={check} /> : null;
        }}
      >
        <p className="small muted">{t('company.search.manualHint')}</p>
        <Button variant="secondary" onClick={manualEntry}>
          {t('company.search.manual')}
        </Button>
      </RegisterSearch>
    </PageCard>
  );
}
