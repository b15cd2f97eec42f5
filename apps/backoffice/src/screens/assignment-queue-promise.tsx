import type { QueueItemReply } from '@app/domain';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

/** A request's age in working days against the team's promise, overdue said in words. */
export function AssignmentQueuePromise({ item }: { item: QueueItemReply }) {
  const { t, i18n } = useTranslation();
  const { promise } = item;
  return (
    <>
      <dt>{t('assignment.age')}</dt>
      <dd>
        {t('assignment.workingDays', { count: promise.age_working_days })}
        {promise.due_at &&
          ` · ${t('assignment.promisedBy', { due: formatDateTime(promise.due_at, i18n.language) })}`}
        {promise.overdue && <strong className="badge"> {t('assignment.promiseMissed')}</strong>}
      </dd>
    </>
  );
}
