import { formatNumber, isLocale } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { isKnownList } from './screening-hit-types';
import { SCREENING_HITS_SECTION } from './screening-hits-anchor';
import { atPage, filtersOf } from './url-filters';

const STRENGTHS = ['strong', 'all'] as const;

/** Whole days since a hit was recorded, as the queue shows its age. */
const daysSince = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - new Date(iso).getTime()) / 86_400_000));

/**
 * The asset-freeze and sanctions hits awaiting a disposition, the oldest first, the strong ones
 * alone or every one; each row leads to its case's hits. Filter and page live in the URL.
 */
export function ScreeningQueueScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const strength = params.get('strength') === 'strong' ? 'strong' : 'all';
  const page = params.get('page') ?? undefined;
  const hits = useQuery({
    queryKey: ['screening-hits', strength, page],
    queryFn: () =>
      callApi('GET /backoffice/screening/hits', {
        query: strength === 'strong' ? { strong: 'true', page } : { page },
      }),
    placeholderData: keepPreviousData,
  });
  const headingId = useId();
  const language = isLocale(i18n.language) ? i18n.language : 'fr';

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(filtersOf(event.currentTarget, ['strength']));
  };
  const goTo = (to: number) => setParams(atPage(params, to));

  const reply = hits.data;
  const pages = reply ? Math.max(1, Math.ceil(reply.total / reply.page_size)) : 1;
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('screening.queue.title')}</h1>
      <p>{t('screening.queue.intro')}</p>
      <search>
        <form className="filters" onSubmit={apply} key={params.toString()}>
          <fieldset>
            <legend>{t('screening.queue.show')}</legend>
            {STRENGTHS.map((value) => (
              <span className="checkbox" key={value}>
                <input
                  type="radio"
                  id={`strength-${value}`}
                  name="strength"
                  value={value}
                  defaultChecked={strength === value}
                />
                <label htmlFor={`strength-${value}`}>{t(`screening.queue.${value}`)}</label>
              </span>
            ))}
          </fieldset>
          <button type="submit">{t('cases.apply')}</button>
        </form>
      </search>

      {hits.isError && (
        <p role="alert" className="error">
          {hits.error instanceof ApiError ? hits.error.message : t('errors.load')}
        </p>
      )}
      {reply && (
        <>
          <p role="status">
            {reply.total === 0
              ? t('screening.queue.none')
              : t('screening.queue.count', { count: reply.total })}
          </p>
          {reply.items.length > 0 && (
            <table className="case-list">
              <caption className="visually-hidden">{t('screening.queue.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('screening.queue.case')}</th>
                  <th scope="col">{t('screening.queue.subject')}</th>
                  <th scope="col">{t('screening.queue.entry')}</th>
                  <th scope="col">{t('screening.queue.score')}</th>
                  <th scope="col">{t('screening.queue.age')}</th>
                </tr>
              </thead>
              <tbody>
                {reply.items.map((hit) => (
                  <tr key={hit.id}>
                    <td>
                      <Link to={`/cases/${hit.case_id}#${SCREENING_HITS_SECTION}`}>{hit.company_name}</Link>
                      <br />
                      <span className="muted">{hit.case_id}</span>
                    </td>
                    <td>{hit.subject_name}</td>
                    <td>
                      {hit.entry_name}
                      <br />
                      <span className="muted">
                        {isKnownList(hit.list) ? t(`screening.lists.${hit.list}`) : hit.list}
                      </span>
                    </td>
                    <td>
                      {formatNumber(language, Math.round(hit.score * 100))} %
                      {hit.strong && <strong className="badge">{t('screening.strong')}</strong>}
                    </td>
                    <td>
                      {daysSince(hit.created_at) === 0
                        ? t('screening.queue.today')
                        : t('screening.queue.days', { count: daysSince(hit.created_at) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <nav aria-label={t('cases.pages')} className="pager">
            <button type="button" disabled={reply.page <= 1} onClick={() => goTo(reply.page - 1)}>
              {t('cases.previous')}
            </button>
            <span>{t('cases.page', { page: reply.page, pages })}</span>
            <button type="button" disabled={reply.page >= pages} onClick={() => goTo(reply.page + 1)}>
              {t('cases.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
