import { CASE_FLAGS, type CaseListQuery, JOURNEYS, OPENING_STATUSES, RISK_TIERS } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { atPage, filtersOf } from './url-filters';

const FILTERS = ['status', 'journey', 'flag', 'tier', 'overdue', 'assignee', 'q', 'sort', 'page'] as const;

/** The openings, filtered and searched, oldest first, overdue ones marked; state in the URL. */
export function CaseListScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? undefined]).filter(([, value]) => value),
  ) as CaseListQuery;
  const cases = useQuery({
    queryKey: ['cases', query],
    queryFn: () => callApi('GET /backoffice/cases', { query: query as Record<string, string> }),
    placeholderData: keepPreviousData,
  });
  const headingId = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = filtersOf(event.currentTarget, ['q', 'status', 'journey', 'flag', 'tier', 'sort']);
    if (new FormData(event.currentTarget).get('overdue')) next.set('overdue', 'true');
    if (new FormData(event.currentTarget).get('assignee')) next.set('assignee', 'me');
    setParams(next);
  };
  const goTo = (page: number) => setParams(atPage(params, page));

  const reply = cases.data;
  const pages = reply ? Math.max(1, Math.ceil(reply.total / reply.page_size)) : 1;
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('cases.title')}</h1>
      <search>
        <form className="filters" onSubmit={apply} key={params.toString()}>
          <div className="filter">
            <label htmlFor="q">{t('cases.search')}</label>
            <input id="q" name="q" type="search" defaultValue={query.q ?? ''} aria-describedby="q-hint" />
            <span id="q-hint" className="hint">
              {t('cases.searchHint')}
            </span>
          </div>
          <div className="filter">
            <label htmlFor="status">{t('cases.status')}</label>
            <select id="status" name="status" defaultValue={query.status ?? ''}>
              <option value="">{t('cases.any')}</option>
              {OPENING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="filter">
            <label htmlFor="journey">{t('cases.journey')}</label>
            <select id="journey" name="journey" defaultValue={query.journey ?? ''}>
              <option value="">{t('cases.any')}</option>
              {JOURNEYS.map((journey) => (
                <option key={journey} value={journey}>
                  {t(`journey.${journey}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="filter">
            <label htmlFor="flag">{t('cases.flag')}</label>
            <select id="flag" name="flag" defaultValue={query.flag ?? ''}>
              <option value="">{t('cases.any')}</option>
              {CASE_FLAGS.map((flag) => (
                <option key={flag} value={flag}>
                  {t(`flag.${flag}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="filter">
            <label htmlFor="tier">{t('cases.tier')}</label>
            <select id="tier" name="tier" defaultValue={query.tier ?? ''}>
              <option value="">{t('cases.any')}</option>
              {RISK_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {t(`risk.tiers.${tier}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="filter">
            <label htmlFor="sort">{t('cases.sort')}</label>
            <select id="sort" name="sort" defaultValue={query.sort ?? 'oldest'}>
              <option value="oldest">{t('cases.oldest')}</option>
              <option value="newest">{t('cases.newest')}</option>
            </select>
          </div>
          <span className="checkbox">
            <input id="overdue" name="overdue" type="checkbox" defaultChecked={query.overdue === 'true'} />
            <label htmlFor="overdue">{t('cases.overdueOnly')}</label>
          </span>
          <span className="checkbox">
            <input id="assignee" name="assignee" type="checkbox" defaultChecked={query.assignee === 'me'} />
            <label htmlFor="assignee">{t('assignment.mine')}</label>
          </span>
          <button type="submit">{t('cases.apply')}</button>
        </form>
      </search>

      {cases.isError && <p role="alert">{t('errors.load')}</p>}
      {reply && (
        <>
          <p role="status">
            {t(reply.capped ? 'cases.countCapped' : 'cases.count', {
              count: reply.total,
              days: reply.sla_working_days,
            })}
          </p>
          <table className="case-list">
            <caption className="visually-hidden">{t('cases.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cases.company')}</th>
                <th scope="col">SIREN</th>
                <th scope="col">{t('cases.customer')}</th>
                <th scope="col">{t('cases.journey')}</th>
                <th scope="col">{t('cases.status')}</th>
                <th scope="col">{t('cases.submitted')}</th>
                <th scope="col">{t('cases.age')}</th>
                <th scope="col">{t('cases.flags')}</th>
              </tr>
            </thead>
            <tbody>
              {reply.items.map((item) => (
                <tr key={item.id} className={item.overdue ? 'overdue' : undefined}>
                  <td>
                    <Link to={`/cases/${item.id}`}>{item.company_name}</Link>
                  </td>
                  <td>{item.siren ?? '—'}</td>
                  <td>
                    {item.customer_name}
                    <br />
                    <span className="muted">{item.customer_email}</span>
                  </td>
                  <td>{t(`journey.${item.journey}`)}</td>
                  <td>{t(`status.${item.status}`)}</td>
                  <td>{item.submitted_at ? formatDateTime(item.submitted_at, i18n.language) : '—'}</td>
                  <td>
                    {item.age_working_days === null ? '—' : t('cases.days', { count: item.age_working_days })}
                    {item.overdue && <strong className="badge">{t('cases.overdue')}</strong>}
                  </td>
                  <td>
                    {/* An asset-freeze hit first: no other alert weighs as much. */}
                    {item.screening && (
                      <strong className={`badge screening-${item.screening}`}>
                        {t(`cases.screening.${item.screening}`)}
                      </strong>
                    )}
                    {item.flags.length
                      ? item.flags.map((flag) => t(`flag.${flag}`)).join(', ')
                      : item.screening
                        ? null
                        : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label={t('cases.pages')} className="pager">
            <button type="button" disabled={reply.page <= 1} onClick={() => goTo(reply.page - 1)}>
              {t('cases.previous')}
            </button>
            <span>{t(reply.capped ? 'cases.pageOfMany' : 'cases.page', { page: reply.page, pages })}</span>
            <button
              type="button"
              disabled={reply.page >= pages && !reply.capped}
              onClick={() => goTo(reply.page + 1)}
            >
              {t('cases.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
