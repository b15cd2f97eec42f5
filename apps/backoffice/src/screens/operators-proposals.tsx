import { type InvitationProposal, mayConfirmProposal } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

type Decision = 'confirm' | 'decline' | 'withdraw';

/**
 * Invitations to a supervisor or an administrator waiting for a second administrator (four-eyes):
 * another administrator confirms (the link is e-mailed then) or declines; the proposer may only
 * withdraw. The API refuses the proposer's confirmation all the same.
 */
export function OperatorsProposals({
  proposals,
  me,
}: {
  proposals: InvitationProposal[];
  me: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async ({ decision, proposal }: { decision: Decision; proposal: InvitationProposal }) => {
      const params = { proposalId: proposal.id };
      if (decision === 'confirm')
        await callApi('POST /backoffice/operators/invitation-proposals/{proposalId}/confirm', { params });
      else await callApi('POST /backoffice/operators/invitation-proposals/{proposalId}/decline', { params });
    },
    onSuccess: (_reply, { decision, proposal }) =>
      setSaid(t(`operators.proposal.done.${decision}`, { name: proposal.name })),
    onError: (error) => setSaid(error instanceof ApiError ? error.message : t('errors.load')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['operators'] }),
  });

  if (proposals.length === 0 && !said) return null;
  return (
    <section aria-labelledby="proposals-title">
      <h2 id="proposals-title">{t('operators.proposal.title')}</h2>
      {said && <p role="status">{said}</p>}
      {proposals.length > 0 && (
        <table aria-labelledby="proposals-title">
          <thead>
            <tr>
              <th scope="col">{t('operators.name')}</th>
              <th scope="col">{t('operators.email')}</th>
              <th scope="col">{t('operators.role')}</th>
              <th scope="col">{t('operators.proposal.proposedBy')}</th>
              <th scope="col">{t('operators.status')}</th>
              <th scope="col">{t('operators.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {proposals.map((proposal) => {
              const act = (decision: Decision) => () => decide.mutate({ decision, proposal });
              const mine = !mayConfirmProposal(proposal.proposed_by.id, me);
              return (
                <tr key={proposal.id}>
                  <th scope="row">{proposal.name}</th>
                  <td>{proposal.email}</td>
                  <td>{t(`roles.${proposal.role}`)}</td>
                  <td>
                    {proposal.proposed_by.name}, {formatDateTime(proposal.proposed_at, i18n.language)}
                  </td>
                  <td>{t('operators.proposal.state')}</td>
                  <td>
                    <div className="actions">
                      {mine ? (
                        <>
                          <p>{t('operators.proposal.own')}</p>
                          <button type="button" disabled={decide.isPending} onClick={act('withdraw')}>
                            {t('operators.proposal.withdraw', { name: proposal.name })}
                          </button>
                        </>
                      ) : (
                        <>
                          <button type="button" disabled={decide.isPending} onClick={act('confirm')}>
                            {t('operators.proposal.confirm', { name: proposal.name })}
                          </button>
                          <button type="button" disabled={decide.isPending} onClick={act('decline')}>
                            {t('operators.proposal.decline', { name: proposal.name })}
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
