import { QUEUE_STATUSES, QUEUES, type Queue, type QueueStatus } from '@app/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, NavLink, useParams, useSearchParams } from 'react-router';
import { callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { QueueItemCard } from './queues-item';

const isQueue = (value: string | undefined): value is Queue =>
  (QUEUES as readonly string[]).includes(value ?? '');
const statusFrom = (value: string | null): QueueStatus =>
  (QUEUE_STATUSES as readonly string[]).includes(value ?? '') ? (value as QueueStatus) : 'open';

/** The contact messages and call-back requests, one queue and one state at a time, oldest first. */
export function QueuesScreen() {
  const { queue } = useParams();
  return isQueue(queue) ? <QueueList queue={queue} /> : <Navigate to="/queues/contact" replace />;
}

function QueueList({ queue }: { queue: Queue }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const queryClient = useQueryClient();
  const items = useQuery({
    queryKey: ['queue', queue, status, page],
    queryFn: () => callApi('GET /backoffice/queues/{queue}', { params: { queue }, query: { status, page } }),
    placeholderData: keepPreviousData,
  });
  // A message just taken leaves the open list: the operator follows it to the taken ones to close it.
  const refresh = (changed?: { status: QueueStatus }) => {
    queryClient.invalidateQueries({ queryKey: ['queue'] });
    if (changed?.status === 'claimed' && status !== 'claimed') setParams({ status: 'claimed' });
  };
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(next));
    setParams(search);
  };

  const reply = items.data;
  const pages = reply ? Math.max(1, Math.ceil(reply.total / reply.page_size)) : 1;
  return (
    <section aria-labelledby="queues-title">
      <h1 id="queues-title">{t('queues.title')}</h1>
      <nav aria-label={t('queues.which')} className="tabs">
        {QUEUES.map((each) => (
          <NavLink key={each} to={`/queues/${each}`}>
            {t(`queues.queue.${each}`)}
            {reply && ` (${reply.open_counts[each]})`}
          </NavLink>
        ))}
      </nav>
      <nav aria-label={t('queues.state')} className="tabs">
        {QUEUE_STATUSES.map((each) => (
          <Link
            key={each}
            to={`/queues/${queue}?status=${each}`}
            aria-current={each === status ? 'page' : undefined}
            className={each === status ? 'active' : undefined}
          >
            {t(`queues.status.${each}`)}
          </Link>
        ))}
      </nav>
      {items.isError && <p role="alert">{t('errors.load')}</p>}
      {reply && (
        <>
          <p role="status">{t('queues.count', { count: reply.total })}</p>
          {reply.items.length === 0 && <p>{t('queues.empty')}</p>}
          <ol className="queue">
            {reply.items.map((item) => (
              <li key={item.id}>
                <QueueItemCard item={item} onChanged={refresh} />
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav aria-label={t('cases.pages')} className="pager">
              <button type="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('cases.previous')}
              </button>
              <span>{t('cases.page', { page, pages })}</span>
              <button type="button" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('cases.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
