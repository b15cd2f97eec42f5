import { OPERATOR_ROLES, type OperatorInvitation, type OperatorRole } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

/** Inviting an operator (a one-time link e-mailed to them), and the invitations still waiting. */
export function OperatorsInvite({ invitations }: { invitations: OperatorInvitation[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { email: useId(), name: useId(), role: useId() };
  const [sent, setSent] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: (body: { email: string; name: string; role: OperatorRole }) =>
      callApi('POST /backoffice/operators/invitations', { body }),
    onSuccess: (invitation) => {
      // A supervisor or an administrator waits for a second administrator before any e-mail.
      setSent(
        t(invitation.status === 'sent' ? 'operators.invited' : 'operators.proposal.sent', {
          email: invitation.email,
        }),
      );
      return queryClient.invalidateQueries({ queryKey: ['operators'] });
    },
  });
  const fields = invite.error instanceof ApiError ? invite.error.fields : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSent(null);
    invite.mutate({
      email: String(form.get('email') ?? ''),
      name: String(form.get('name') ?? ''),
      role: String(form.get('role') ?? 'reviewer') as OperatorRole,
    });
  };

  return (
    <section aria-labelledby="invite-title">
      <h2 id="invite-title">{t('operators.inviteTitle')}</h2>
      <form onSubmit={submit} noValidate>
        <label htmlFor={ids.email}>{t('operators.email')}</label>
        <input id={ids.email} name="email" type="email" aria-invalid={fields.email ? true : undefined} />
        {fields.email && <p className="error">{fields.email}</p>}
        <label htmlFor={ids.name}>{t('operators.name')}</label>
        <input id={ids.name} name="name" aria-invalid={fields.name ? true : undefined} />
        {fields.name && <p className="error">{fields.name}</p>}
        <label htmlFor={ids.role}>{t('operators.role')}</label>
        <select id={ids.role} name="role" defaultValue="reviewer">
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={invite.isPending}>
          {t('operators.invite')}
        </button>
      </form>
      {sent && <p role="status">{sent}</p>}
      {invite.error && Object.keys(fields).length === 0 && (
        <p role="alert">{invite.error instanceof ApiError ? invite.error.message : t('errors.load')}</p>
      )}
      {invitations.length > 0 && (
        <ul aria-label={t('operators.waiting')}>
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              {t('operators.waitingLine', {
                name: invitation.name,
                email: invitation.email,
                role: t(`roles.${invitation.role}`),
                expires: formatDateTime(invitation.expires_at, i18n.language),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
