import { mayConfirmProposal, OPERATOR_ROLES, type OperatorRole, type OperatorSummary } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';
import { OperatorsInvite } from './operators-invite';
import { OperatorsProposals } from './operators-proposals';

/**
 * The administrators' Operators page: every operator with role, status and last sign-in, the
 * invitations still waiting (for their operator, or for a second administrator), and the
 * lifecycle's actions (disable, reset the second factor, propose a role, confirm another
 * administrator's proposal). The API refuses what four-eyes
 * forbids; the page only offers what it allows.
 */
export function OperatorsScreen() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const operators = useQuery({
    queryKey: ['operators'],
    queryFn: () => callApi('GET /backoffice/operators'),
  });
  const [said, setSaid] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: async (action: {
      kind: 'disable' | 'reset' | 'confirm' | 'propose';
      operator: OperatorSummary;
      role?: OperatorRole;
    }) => {
      const params = { operatorId: action.operator.id };
      if (action.kind === 'disable')
        return callApi('POST /backoffice/operators/{operatorId}/disable', { params });
      if (action.kind === 'reset')
        return callApi('POST /backoffice/operators/{operatorId}/second-factor-reset', { params });
      if (action.kind === 'confirm' && action.operator.pending_grant)
        return callApi('POST /backoffice/operators/{operatorId}/role-grants/{grantId}/confirm', {
          params: { ...params, grantId: action.operator.pending_grant.id },
        });
      return callApi('POST /backoffice/operators/{operatorId}/role-grants', {
        params,
        body: { role: action.role ?? action.operator.role },
      });
    },
    onSuccess: (_reply, action) =>
      setSaid(t(`operators.done.${action.kind}`, { name: action.operator.name })),
    onError: (error) => setSaid(error instanceof ApiError ? error.message : t('errors.load')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['operators'] }),
  });

  if (operators.isError) return <p role="alert">{t('errors.load')}</p>;
  if (!operators.data) return <p role="status">{t('loading')}</p>;
  const me = session.operator?.id;

  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">{t('operators.title')}</h1>
      {said && <p role="status">{said}</p>}
      <table>
        <caption>{t('operators.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('operators.name')}</th>
            <th scope="col">{t('operators.email')}</th>
            <th scope="col">{t('operators.role')}</th>
            <th scope="col">{t('operators.status')}</th>
            <th scope="col">{t('operators.lastSignIn')}</th>
            <th scope="col">{t('operators.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {operators.data.operators.map((operator) => (
            <tr key={operator.id}>
              <th scope="row">{operator.name}</th>
              <td>{operator.email}</td>
              <td>
                {t(`roles.${operator.role}`)}
                {operator.pending_grant && (
                  <p>
                    {t('operators.pending', {
                      role: t(`roles.${operator.pending_grant.role}`),
                      name: operator.pending_grant.proposed_by.name,
                    })}
                  </p>
                )}
              </td>
              <td>{t(`operators.state.${operator.status}`)}</td>
              <td>
                {operator.last_signed_in_at ? formatDateTime(operator.last_signed_in_at, i18n.language) : '—'}
              </td>
              <td>
                {operator.id !== me && operator.status === 'active' && (
                  <OperatorActions
                    operator={operator}
                    me={me}
                    pending={act.isPending}
                    onAct={(kind, role) => act.mutate({ kind, operator, ...(role ? { role } : {}) })}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OperatorsProposals proposals={operators.data.invitation_proposals} me={me} />
      <OperatorsInvite invitations={operators.data.invitations} />
    </section>
  );
}

function OperatorActions({
  operator,
  me,
  pending,
  onAct,
}: {
  operator: OperatorSummary;
  me: string | undefined;
  pending: boolean;
  onAct: (kind: 'disable' | 'reset' | 'confirm' | 'propose', role?: OperatorRole) => void;
}) {
  const { t } = useTranslation();
  const roleId = useId();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const grant = operator.pending_grant;
  return (
    <div className="actions">
      <button type="button" disabled={pending} onClick={() => onAct('disable')}>
        {t('operators.disable', { name: operator.name })}
      </button>
      <button type="button" disabled={pending} onClick={() => onAct('reset')}>
        {t('operators.reset', { name: operator.name })}
      </button>
      {grant && mayConfirmProposal(grant.proposed_by.id, me) && (
        <button type="button" disabled={pending} onClick={() => onAct('confirm')}>
          {t('operators.confirm', { role: t(`roles.${grant.role}`) })}
        </button>
      )}
      {grant && !mayConfirmProposal(grant.proposed_by.id, me) && <p>{t('operators.ownProposal')}</p>}
      <label htmlFor={roleId}>{t('operators.newRole', { name: operator.name })}</label>
      <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as OperatorRole)}>
        {OPERATOR_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`roles.${option}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={pending || role === operator.role}
        onClick={() => onAct('propose', role)}
      >
        {t('operators.propose')}
      </button>
    </div>
  );
}
