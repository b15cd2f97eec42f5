import type { RiskRatingReply } from '@app/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime, formatDay } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';

/** Who caused a rating, in words: the customer, the bank's systems, or the operator by name. */
function RatedBy({ rating }: { rating: RiskRatingReply }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {formatDateTime(rating.rated_at, i18n.language)} · {t(`risk.trigger.${rating.trigger}`)} ·{' '}
      {rating.actor.name ?? t(`actors.${rating.actor.type}`)}
    </>
  );
}

/**
 * The case's risk rating: its tier, its factors in words (each with its weight, those the law makes
 * enhanced marked), the next review, the table's edition, what enhanced due diligence asked of the
 * customer, and the earlier ratings. Reviewers and supervisors may have it rated again.
 */
export function CaseRisk({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const risk = useQuery({
    queryKey: ['case-risk', caseId, i18n.language],
    queryFn: () => callApi('GET /backoffice/cases/{caseId}/risk', { params: { caseId } }),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const rate = async () => {
    setBusy(true);
    setError(null);
    try {
      await callApi('POST /backoffice/cases/{caseId}/risk/rate', { params: { caseId } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['case-risk', caseId] }),
        queryClient.invalidateQueries({ queryKey: ['case-decisions', caseId] }),
        queryClient.invalidateQueries({ queryKey: ['case', caseId] }),
      ]);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  const current = risk.data?.current ?? null;
  return (
    <section aria-labelledby="risk-title">
      <h2 id="risk-title">{t('risk.title')}</h2>
      {risk.isError && <p className="notice">{t('errors.load')}</p>}
      {risk.data && !current && <p className="notice">{t('risk.notRated')}</p>}
      {current && (
        <>
          <dl className="facts">
            <dt>{t('risk.tier')}</dt>
            <dd>
              <strong className="badge" data-tier={current.tier}>
                {t(`risk.tiers.${current.tier}`)}
              </strong>{' '}
              {t('risk.score', { score: current.score })}
            </dd>
            <dt>{t('risk.nextReview')}</dt>
            <dd>{formatDay(current.next_review_on, i18n.language)}</dd>
            <dt>{t('risk.rated')}</dt>
            <dd>
              <RatedBy rating={current} />
            </dd>
            <dt>{t('risk.edition')}</dt>
            <dd>{current.edition}</dd>
          </dl>
          <h3>{t('risk.factors')}</h3>
          {current.factors.length === 0 ? (
            <p>{t('risk.noFactor')}</p>
          ) : (
            <ul className="risk-factors">
              {current.factors.map((factor) => (
                <li key={`${factor.code}-${factor.subject.id ?? ''}-${factor.value ?? ''}`}>
                  {factor.label} <span className="muted">{t('risk.weight', { weight: factor.weight })}</span>
                  {factor.enhanced_by_law && <strong className="badge">{t('risk.byLaw')}</strong>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {risk.data && risk.data.due_diligence.length > 0 && (
        <>
          <h3>{t('risk.dueDiligence')}</h3>
          <ul>
            {risk.data.due_diligence.map((request) => (
              <li key={request.id}>
                {t(`risk.documents.${request.document_type}`)} —{' '}
                {request.withdrawn_at
                  ? t('risk.request.withdrawn', { date: formatDateTime(request.withdrawn_at, i18n.language) })
                  : request.fulfilled_at
                    ? t('risk.request.fulfilled', {
                        date: formatDateTime(request.fulfilled_at, i18n.language),
                      })
                    : t('risk.request.awaited', {
                        date: formatDateTime(request.requested_at, i18n.language),
                      })}
              </li>
            ))}
          </ul>
        </>
      )}
      {risk.data && risk.data.history.length > 1 && (
        <details>
          <summary>{t('risk.history', { count: risk.data.history.length - 1 })}</summary>
          <ol>
            {risk.data.history.slice(1).map((rating) => (
              <li key={rating.id}>
                {t(`risk.tiers.${rating.tier}`)} ({rating.score}) — <RatedBy rating={rating} />
              </li>
            ))}
          </ol>
        </details>
      )}
      {session.may('POST /backoffice/cases/{caseId}/risk/rate') && (
        <p>
          <button type="button" disabled={busy} onClick={() => void rate()}>
            {t('risk.rateAgain')}
          </button>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
