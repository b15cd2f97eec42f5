import { type CaseDetailReply, HEALTH_PROFESSIONS } from '@app/domain';
import { useTranslation } from '../lib/use-translation';

/**
 * The account user's professional status as Pro Santé Connect vouched for it: the RPPS / ADELI
 * number, the profession, when, and the practice chosen. Shown as evidence of status, never of
 * identity (the identity measures stay required).
 */
export function CaseProfessionalStatus({ status }: { status: CaseDetailReply['professional_status'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (!status) return null;
  const { identity, practice } = status;
  const profession = identity.profession_code
    ? (HEALTH_PROFESSIONS[identity.profession_code]?.[language] ?? identity.profession_code)
    : '—';
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(identity.verified_at),
  );
  return (
    <section aria-labelledby="professional-status-title">
      <h2 id="professional-status-title">{t('professionalStatus.title')}</h2>
      <p>
        <strong className="badge">{t('professionalStatus.verified')}</strong> {identity.first_name}{' '}
        {identity.last_name}
      </p>
      <dl className="kyc">
        <div>
          <dt>{t('professionalStatus.number')}</dt>
          <dd>
            {identity.directory.toUpperCase()} {identity.professional_number}
          </dd>
        </div>
        <div>
          <dt>{t('professionalStatus.profession')}</dt>
          <dd>{profession}</dd>
        </div>
        <div>
          <dt>{t('professionalStatus.date')}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t('professionalStatus.practice')}</dt>
          <dd>
            {practice
              ? [
                  practice.name,
                  [practice.postcode, practice.city].filter(Boolean).join(' '),
                  practice.siret ? `SIRET ${practice.siret}` : null,
                  practice.finess ? `FINESS ${practice.finess}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t('professionalStatus.noPractice')}
          </dd>
        </div>
      </dl>
      <p className="muted">{t('professionalStatus.proves')}</p>
    </section>
  );
}
