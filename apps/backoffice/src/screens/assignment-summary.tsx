import type { CaseSummaryReply } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';
import { AssignmentServiceLevel } from './assignment-service-level';

const CLAIM = 'POST /backoffice/cases/{caseId}/claim';
const RELEASE = 'POST /backoffice/cases/{caseId}/release';

/**
 * Who works the case and its service level, in the case page's header, with "take it" and
 * "hand it back" as the role allows (a supervisor hands back anyone's case). A refusal (someone
 * took it first) is said in the operator's language.
 */
export function AssignmentSummary({ caseId, summary }: { caseId: string; summary: CaseSummaryReply }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: 'claim' | 'release') =>
      action === 'claim'
        ? callApi(CLAIM, { params: { caseId }, body: {} })
        : callApi(RELEASE, { params: { caseId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['case', caseId] }),
  });
  const holder = summary.assignment?.operator;
  const mine = holder?.id === session.operator?.id;
  const mayWork = session.may(CLAIM);
  const mayRelease = holder && (mine || session.operator?.role === 'supervisor');

  return (
    <section aria-label={t('assignment.title')} className="assignment">
      <dl className="facts">
        <dt>{t('assignment.assignee')}</dt>
        <dd>{holder ? (mine ? t('assignment.you') : holder.name) : t('assignment.nobody')}</dd>
        <dt>{t('assignment.serviceLevel')}</dt>
        <dd>
          <AssignmentServiceLevel level={summary.service_level} />
        </dd>
      </dl>
      {mayWork && !mine && (
        <button type="button" disabled={act.isPending} onClick={() => act.mutate('claim')}>
          {holder ? t('assignment.takeOver') : t('assignment.claim')}
        </button>
      )}
      {mayWork && mayRelease && (
        <button type="button" disabled={act.isPending} onClick={() => act.mutate('release')}>
          {t('assignment.release')}
        </button>
      )}
      {act.error && (
        <p role="alert" className="error">
          {act.error instanceof ApiError ? act.error.message : t('errors.load')}
        </p>
      )}
    </section>
  );
}
