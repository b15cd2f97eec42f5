import { formatNumber, isLocale } from '@app/domain';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { ScreeningDispositionForm } from './screening-disposition-form';
import { type CaseScreeningHit, hitHistory, isKnownList } from './screening-hit-types';
import { SCREENING_HITS_SECTION } from './screening-hits-anchor';
import { useCaseScreeningHits } from './screening-hits-api';
import { ScreeningReasons } from './screening-reasons';

/** The case's asset-freeze and sanctions hits: each with what matched, why, where it stands and its history. */
export function CaseScreeningHits({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const hits = useCaseScreeningHits(caseId);
  if (!hits.data) return null;
  return (
    <section aria-labelledby={SCREENING_HITS_SECTION}>
      <h2 id={SCREENING_HITS_SECTION}>{t('screening.hits.title')}</h2>
      {hits.data.hits.length === 0 ? (
        <p>{t('screening.hits.none')}</p>
      ) : (
        hits.data.hits.map((hit) => <ScreeningHit key={hit.id} caseId={caseId} hit={hit} />)
      )}
    </section>
  );
}

function ScreeningHit({ caseId, hit }: { caseId: string; hit: CaseScreeningHit }) {
  const { t, i18n } = useTranslation();
  const language = isLocale(i18n.language) ? i18n.language : 'fr';
  const titleId = `hit-${hit.id}`;
  return (
    <article className="hit" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {hit.subject_name}
        <strong className="badge status">{t(`screening.status.${hit.status}`)}</strong>
      </h3>
      <dl className="facts">
        <dt>{t('screening.hits.entry')}</dt>
        <dd>{hit.entry_name}</dd>
        <dt>{t('screening.hits.list')}</dt>
        <dd>
          {isKnownList(hit.list) ? t(`screening.lists.${hit.list}`) : hit.list} ·{' '}
          <span title={hit.version}>{hit.version.slice(0, 12)}</span>
        </dd>
        <dt>{t('screening.queue.score')}</dt>
        <dd>
          {formatNumber(language, Math.round(hit.score * 100))}
          {'\u00a0'}%{hit.strong && <strong className="badge">{t('screening.strong')}</strong>}
        </dd>
      </dl>
      <h4>{t('screening.hits.reasons')}</h4>
      <ScreeningReasons reasons={hit.reasons} />
      <h4>{t('screening.hits.history')}</h4>
      <ol className="timeline">
        <li>
          <time dateTime={hit.created_at}>{formatDateTime(hit.created_at, language)}</time> —{' '}
          {t('screening.history.recorded')}
        </li>
        {hitHistory(hit).map((entry) => (
          <li key={entry.at + entry.action}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time> —{' '}
            {t(`screening.history.${entry.action}`, { operator: entry.operator })}
            {entry.reason && ` — ${entry.reason}`}
          </li>
        ))}
      </ol>
      <ScreeningDispositionForm caseId={caseId} hit={hit} />
    </article>
  );
}
