import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, callApi } from '../lib/api';
import { formatDecimal } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { AssignmentAtRisk } from './assignment-at-risk';
import { ScreeningRunsFigure } from './screening-runs-figure';
import { filtersOf } from './url-filters';

/** Hours as the operator reads them: under two days in hours, beyond in days (one decimal). */
function useDuration() {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatDecimal(value, i18n.language);
  return (hours: number | null) => {
    if (hours === null) return '—';
    return hours < 48
      ? t('dashboard.hours', { count: hours, value: number(hours) })
      : t('dashboard.days', { value: number(hours / 24) });
  };
}

/** Openings per status over a period and the time from submission to opening (median, 90th percentile). */
export function DashboardScreen() {
  const { t } = useTranslation();
  const duration = useDuration();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const figures = useQuery({
    queryKey: ['dashboard', from, to],
    queryFn: () => callApi('GET /backoffice/dashboard', { query: { from, to } }),
  });
  const fromId = useId();
  const toId = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(filtersOf(event.currentTarget, ['from', 'to']));
  };

  const reply = figures.data;
  const fieldError = figures.error instanceof ApiError ? figures.error.fields : {};
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <form className="filters" onSubmit={apply} key={params.toString()}>
        <label htmlFor={fromId}>{t('dashboard.from')}</label>
        <input id={fromId} name="from" type="date" defaultValue={from ?? reply?.from ?? ''} />
        <label htmlFor={toId}>{t('dashboard.to')}</label>
        <input
          id={toId}
          name="to"
          type="date"
          defaultValue={to ?? reply?.to ?? ''}
          aria-invalid={fieldError.to ? true : undefined}
          aria-describedby={fieldError.to ? `${toId}-error` : undefined}
        />
        <button type="submit">{t('dashboard.apply')}</button>
      </form>
      {figures.isError && (
        <p role="alert" className="error" id={`${toId}-error`}>
          {fieldError.to ??
            fieldError.from ??
            (figures.error instanceof ApiError ? figures.error.message : t('errors.load'))}
        </p>
      )}
      {reply && (
        <>
          <p role="status">
            {t('dashboard.period', { from: reply.from, to: reply.to, count: reply.started })}
          </p>
          <AssignmentAtRisk cases={reply.at_risk} />
          <h2>{t('dashboard.timeToOpen')}</h2>
          <dl className="figures">
            <dt>{t('dashboard.opened')}</dt>
            <dd>{reply.opened}</dd>
            <dt>{t('dashboard.median')}</dt>
            <dd>{duration(reply.hours_to_open_median)}</dd>
            <dt>{t('dashboard.p90')}</dt>
            <dd>{duration(reply.hours_to_open_p90)}</dd>
          </dl>
          <table>
            <caption>{t('dashboard.byStatus')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cases.status')}</th>
                <th scope="col">{t('dashboard.openings')}</th>
              </tr>
            </thead>
            <tbody>
              {reply.by_status.map((row) => (
                <tr key={row.status}>
                  <th scope="row">{t(`status.${row.status}`)}</th>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <ScreeningRunsFigure />
    </section>
  );
}
