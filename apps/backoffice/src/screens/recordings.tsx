import type { RecordingListQuery } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../lib/api';
import { formatDateTime, formatDuration } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { atPage, filtersOf } from './url-filters';

const FILTERS = ['from', 'to', 'page'] as const;

/** The consenting visitors' session recordings, newest first, by start day; state in the URL. */
export function RecordingsScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? undefined]).filter(([, value]) => value),
  ) as RecordingListQuery;
  const list = useQuery({
    queryKey: ['recordings', query],
    queryFn: () =>
      callApi('GET /backoffice/analytics/recordings', { query: query as Record<string, string> }),
    placeholderData: keepPreviousData,
  });
  const headingId = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(filtersOf(event.currentTarget, ['from', 'to']));
  };
  const goTo = (page: number) => setParams(atPage(params, page));

  const reply = list.data;
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('recordings.title')}</h1>
      <p>{t('recordings.explain')}</p>
      <search>
        <form className="filters" onSubmit={apply} key={params.toString()}>
          <label htmlFor="recordings-from">{t('recordings.from')}</label>
          <input id="recordings-from" name="from" type="date" defaultValue={query.from ?? ''} />
          <label htmlFor="recordings-to">{t('recordings.to')}</label>
          <input id="recordings-to" name="to" type="date" defaultValue={query.to ?? ''} />
          <button type="submit">{t('recordings.apply')}</button>
        </form>
      </search>

      <div role="status">
        {list.isPending && <p>{t('loading')}</p>}
        {list.isError && <p className="error">{t('errors.load')}</p>}
        {reply && reply.items.length === 0 && <p>{t('recordings.none')}</p>}
      </div>
      {reply && reply.items.length > 0 && (
        <table>
          <caption className="visually-hidden">{t('recordings.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('recordings.started')}</th>
              <th scope="col">{t('recordings.duration')}</th>
              <th scope="col">{t('recordings.pages')}</th>
              <th scope="col">{t('recordings.events')}</th>
              <th scope="col">{t('recordings.errors')}</th>
            </tr>
          </thead>
          <tbody>
            {reply.items.map((item) => {
              const date = formatDateTime(item.started_at, i18n.language);
              return (
                <tr key={item.id}>
                  <td>
                    <Link to={`/recordings/${item.id}`} aria-label={t('recordings.watch', { date })}>
                      {date}
                    </Link>
                  </td>
                  <td>{formatDuration(item.duration_ms, t)}</td>
                  <td>{item.pages.join(', ')}</td>
                  <td>{item.event_count}</td>
                  <td>{item.error_count}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {reply && (reply.page > 1 || reply.has_more) && (
        <nav aria-label={t('recordings.pager')} className="pager">
          <button type="button" disabled={reply.page <= 1} onClick={() => goTo(reply.page - 1)}>
            {t('recordings.previous')}
          </button>
          <span>{t('recordings.page', { page: reply.page })}</span>
          <button type="button" disabled={!reply.has_more} onClick={() => goTo(reply.page + 1)}>
            {t('recordings.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
