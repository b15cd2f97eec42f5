import { formatNumber, isLocale } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

// A version is known by its file's SHA-256: its first characters tell versions apart at a glance.
const FINGERPRINT_SHOWN = 12;

/** The latest rescreen of the base against the freeze and sanctions lists, and how far it got. */
export function ScreeningRunsFigure() {
  const { t, i18n } = useTranslation();
  const runs = useQuery({
    queryKey: ['screening-runs'],
    queryFn: () => callApi('GET /backoffice/screening/runs'),
  });
  const language = isLocale(i18n.language) ? i18n.language : 'fr';
  const last = runs.data?.[0];
  return (
    <section aria-labelledby="screening-runs-title">
      <h2 id="screening-runs-title">{t('screening.runs.title')}</h2>
      {runs.isError && (
        <p role="alert" className="error">
          {runs.error instanceof ApiError ? runs.error.message : t('errors.load')}
        </p>
      )}
      {runs.data && !last && <p>{t('screening.runs.none')}</p>}
      {last && (
        <>
          <h3>{t('screening.runs.last')}</h3>
          <dl className="figures">
            <dt>{t('screening.runs.versions')}</dt>
            <dd>
              {last.versions.map((version, at) => (
                <span key={version}>
                  {at > 0 && ' · '}
                  <code title={version}>{version.slice(0, FINGERPRINT_SHOWN)}</code>
                </span>
              ))}
            </dd>
            <dt>{t('screening.runs.started')}</dt>
            <dd>{formatDateTime(last.started_at, language)}</dd>
            <dt>{t('screening.runs.subjects')}</dt>
            <dd>
              {t('screening.runs.progress', {
                done: formatNumber(language, last.done),
                total: formatNumber(language, last.total),
              })}
            </dd>
            <dt>{t('screening.runs.hits')}</dt>
            <dd>{formatNumber(language, last.hits)}</dd>
            <dt>{t('screening.runs.state')}</dt>
            <dd>
              {last.finished_at === null
                ? t('screening.runs.running')
                : t('screening.runs.finished', { at: formatDateTime(last.finished_at, language) })}
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}
