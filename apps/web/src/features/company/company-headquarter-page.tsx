import { useQuery } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/spinner';
import { useProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { formatSiret, placeOf } from '../../shared/register-search/company-format';
import { PickListMarker } from '../../shared/register-search/pick-list-marker';
import { draftFromSearchResult } from '../../shared/register-search/search-result-draft';
import { fetchEstablishments } from './company-api';
import { useCompanySelection } from './use-company-selection';
import '../../shared/register-search/register-search.css';

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Signup: the company has several establishments; the user picks the one the account is for. */
export default function CompanyHeadquarterPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const company = useProgress().company;
  const siren = company?.siren ?? company?.siret?.slice(0, 9) ?? '';
  const { pending, selectEstablishment } = useCompanySelection();
  const establishments = useQuery({
    queryKey: ['establishments', siren],
    queryFn: () => fetchEstablishments(siren),
    enabled: siren !== '',
  });

  const name = typeof company?.name === 'string' ? company.name : '';
  const legalForm = company?.legal_form?.abbreviation ?? null;

  return (
    <PageCard
      id="headquarter"
      title={t('company.headquarter.title')}
      lead={t('company.headquarter.lead', { name })}
      stack
      busy={establishments.isPending}
    >
      {establishments.isPending && siren ? <Skeleton lines={4} height="3.5rem" /> : null}
      {establishments.isError || (establishments.data && establishments.data.length === 0) || !siren ? (
        <Alert tone="warning">{t('company.headquarter.none')}</Alert>
      ) : null}
      {establishments.data && establishments.data.length > 0 ? (
        <ul className="pick-list" aria-label={t('company.headquarter.listLabel')}>
          {establishments.data.map((establishment) => (
            <li key={establishment.siret}>
              <button
                type="button"
                className="pick-list__item"
                disabled={pending !== null}
                onClick={() =>
                  void selectEstablishment(
                    establishment.siret,
                    draftFromSearchResult({
                      socialReason: name,
                      siren,
                      siret: establishment.siret,
                      ape: textOf(company?.naf_activity_code),
                      apeText: textOf(company?.naf_activity_code_label),
                      postalCode: establishment.postalCode,
                      city: establishment.city,
                      address: establishment.address,
                      legalFormCode: legalForm,
                    }),
                  )
                }
              >
                <span className="pick-list__title">
                  {establishment.brand || name}
                  {establishment.headOffice ? ` · ${t('company.headquarter.headOffice')}` : ''}
                </span>
                <span className="pick-list__meta">
                  {t('company.headquarter.siret', { siret: formatSiret(establishment.siret) })}
                </span>
                <span className="pick-list__meta">
                  {placeOf(establishment.address, establishment.postalCode, establishment.city)}
                </span>
                <PickListMarker busy={pending === establishment.siret} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form-actions">
        <BackLink to={paths.company(journey)} />
      </div>
    </PageCard>
  );
}
