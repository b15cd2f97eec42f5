import { HEALTH_FINESS_CATEGORIES, HEALTH_PROFESSIONS } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

/**
 * What the healthcare directories link to the company, as a hint above the people list: its
 * FINESS establishment (pharmacy, health centre) and the practitioners practising at its SIRET,
 * those already declared marked. Nothing when the directories know nothing of it.
 */
export function HealthLinksHint({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const links = useQuery({
    queryKey: ['health-links', companyId],
    queryFn: () =>
      callApi('GET /companies/{companyId}/health-links', { params: { companyId }, suppressErrorModal: true }),
    enabled: companyId !== '',
    staleTime: 60_000,
  });
  const data = links.data;
  if (!data || (data.establishments.length === 0 && data.practitioners.length === 0)) return null;
  const locale = currentLocale();
  return (
    <aside className="health-links" aria-label={t('shareholders.health.badgeTitle')}>
      {data.establishments.map((establishment) => (
        <p key={establishment.finess} className="small" data-analytics-mask>
          {establishment.name} ·{' '}
          {t('shareholders.health.establishment', {
            category:
              HEALTH_FINESS_CATEGORIES[establishment.category_code]?.[locale] ?? establishment.category,
            finess: establishment.finess,
          })}
        </p>
      ))}
      {data.practitioners.length > 0 ? (
        <>
          <p className="small">
            {t('shareholders.health.practitionersHint', { count: data.practitioners.length })}
          </p>
          <ul className="plain-list small">
            {data.practitioners.map((practitioner) => (
              <li key={practitioner.number} data-analytics-mask>
                {practitioner.first_name} {practitioner.last_name}
                {practitioner.profession_code
                  ? `, ${HEALTH_PROFESSIONS[practitioner.profession_code]?.[locale] ?? practitioner.profession_label ?? ''}`
                  : ''}
                {practitioner.declared ? (
                  <span className="badge badge--health"> {t('shareholders.health.declared')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  );
}
