import type { CaseSummaryReply } from '@app/domain';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

/** A case's service level in words: due date, days left, paused, at risk or overdue (never colour alone). */
export function AssignmentServiceLevel({ level }: { level: CaseSummaryReply['service_level'] }) {
  const { t, i18n } = useTranslation();
  if (!level) return <span>{t('assignment.noServiceLevel')}</span>;
  if (level.paused) return <span>{t('assignment.paused', { count: level.working_days_left })}</span>;
  const due = level.due_at ? formatDateTime(level.due_at, i18n.language) : '—';
  return (
    <span>
      {t('assignment.due', { due, count: level.working_days_left })}
      {level.overdue ? (
        <strong className="badge"> {t('assignment.overdue')}</strong>
      ) : (
        level.at_risk && <strong className="badge"> {t('assignment.atRisk')}</strong>
      )}
    </span>
  );
}
