import { QUEUE_NOTE_MAX, type QueueItemReply } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';
import { AssignmentQueuePromise } from './assignment-queue-promise';

type Action = 'claim' | 'release' | 'done';
const ROUTES = {
  claim: 'POST /backoffice/queues/{queue}/{itemId}/claim',
  release: 'POST /backoffice/queues/{queue}/{itemId}/release',
  done: 'POST /backoffice/queues/{queue}/{itemId}/done',
} as const;

/**
 * One message or call-back request: what the visitor sent and where the team is with it, with
 * the actions the operator's role and the item's state allow (take it, hand it back, close it
 * with a note). A refusal (someone else took it first) is said in the operator's language.
 */
export function QueueItemCard({
  item,
  onChanged,
}: {
  item: QueueItemReply;
  /** Told after each action: the item as it now stands (or nothing when the action was refused). */
  onChanged: (item?: QueueItemReply) => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: Action) =>
      callApi(ROUTES[action], {
        params: { queue: item.queue, itemId: item.id },
        ...(action === 'done' ? { body: { note } } : {}),
      }),
    onSuccess: (changed) => onChanged(changed),
    onError: () => onChanged(),
  });
  const mine = item.claimed_by?.id === session.operator?.id;
  const mayWork = session.may(ROUTES.claim);
  const mayRelease = mine || session.operator?.role === 'supervisor';

  const finish = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t('signIn.required'));
      return;
    }
    setNoteError(null);
    act.mutate('done');
  };

  return (
    <article aria-labelledby={headingId} className="queue-item">
      <h2 id={headingId}>{item.subject ?? item.name ?? item.email}</h2>
      <dl>
        <dt>{t('queues.from')}</dt>
        <dd>
          {item.name ? `${item.name} · ` : ''}
          {item.email}
          {item.phone ? ` · ${item.phone}` : ''}
        </dd>
        {item.company_name && (
          <>
            <dt>{t('queues.company')}</dt>
            <dd>
              {item.company_name}
              {item.company_size ? ` · ${t('queues.size', { size: item.company_size })}` : ''}
            </dd>
          </>
        )}
        <dt>{t('queues.received')}</dt>
        <dd>
          {formatDateTime(item.created_at, i18n.language)} ·{' '}
          {t('queues.language', { language: item.language })}
        </dd>
        <AssignmentQueuePromise item={item} />
        {item.claimed_by && item.status === 'claimed' && (
          <>
            <dt>{t('queues.takenBy')}</dt>
            <dd>
              {mine ? t('queues.you') : item.claimed_by.name}
              {item.claimed_at ? ` · ${formatDateTime(item.claimed_at, i18n.language)}` : ''}
            </dd>
          </>
        )}
        {item.status === 'done' && (
          <>
            <dt>{t('queues.doneBy')}</dt>
            <dd>
              {item.done_by?.name}
              {item.done_at ? ` · ${formatDateTime(item.done_at, i18n.language)}` : ''}
            </dd>
            <dt>{t('queues.note')}</dt>
            <dd className="note">{item.done_note}</dd>
          </>
        )}
      </dl>
      {item.message && <p className="message">{item.message}</p>}

      {act.isError && (
        <p role="alert" className="error">
          {act.error instanceof ApiError ? act.error.message : t('errors.network')}
        </p>
      )}
      {mayWork && item.status === 'open' && (
        <button type="button" onClick={() => act.mutate('claim')} disabled={act.isPending}>
          {t('queues.claim')}
        </button>
      )}
      {mayWork && item.status === 'claimed' && mayRelease && (
        <button type="button" onClick={() => act.mutate('release')} disabled={act.isPending}>
          {t('queues.release')}
        </button>
      )}
      {mayWork && item.status === 'claimed' && mine && (
        <form onSubmit={finish} noValidate className="done-form">
          <label htmlFor={noteId}>{t('queues.noteLabel')}</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={QUEUE_NOTE_MAX}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
          />
          {noteError && (
            <span id={`${noteId}-error`} className="field-error">
              {noteError}
            </span>
          )}
          <button type="submit" disabled={act.isPending}>
            {t('queues.markDone')}
          </button>
        </form>
      )}
    </article>
  );
}
