import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';

/**
 * Status reports whose delivery to the insurer gave up after the retry window: every operator
 * sees them, a supervisor sends one again (it goes back to the delivery queue).
 */
export function FailedReportsScreen() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['status-reports', 'failed'],
    queryFn: () => callApi('GET /backoffice/status-reports/failed'),
  });
  const replay = useMutation({
    mutationFn: (reportId: string) =>
      callApi('POST /backoffice/status-reports/{reportId}/replay', { params: { reportId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['status-reports', 'failed'] }),
  });
  const mayReplay = session.may('POST /backoffice/status-reports/{reportId}/replay');
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <p>{t('reports.explain')}</p>
      <div role="status">
        {list.isPending && <p>{t('loading')}</p>}
        {list.isError && <p className="error">{t('errors.load')}</p>}
        {list.isSuccess && items.length === 0 && <p>{t('reports.none')}</p>}
        {replay.isSuccess && <p>{t('reports.replayed')}</p>}
        {replay.isError && <p className="error">{replay.error.message}</p>}
      </div>
      {items.length > 0 && (
        <table>
          <caption className="visually-hidden">{t('reports.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.type')}</th>
              <th scope="col">{t('reports.case')}</th>
              <th scope="col">{t('reports.createdAt')}</th>
              <th scope="col">{t('reports.attempts')}</th>
              <th scope="col">{t('reports.lastError')}</th>
              {mayReplay && <th scope="col">{t('reports.action')}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>{t(`reports.types.${item.type}`)}</td>
                <td>
                  <Link to={`/cases/${item.opening_reference}`}>{item.opening_reference}</Link>
                </td>
                <td>{formatDateTime(item.created_at, i18n.language)}</td>
                <td>{item.attempts}</td>
                <td>{item.last_error ?? '—'}</td>
                {mayReplay && (
                  <td>
                    <button
                      type="button"
                      disabled={replay.isPending}
                      onClick={() => replay.mutate(item.id)}
                      aria-label={t('reports.replayOne', { case: item.opening_reference })}
                    >
                      {t('reports.replay')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
