import type { LegalHoldReply } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';

const SET = 'POST /backoffice/cases/{caseId}/legal-hold';
const LIFT = 'POST /backoffice/cases/{caseId}/legal-hold/lift';

/**
 * The bank's legal hold on the case: who set it, when and why, while it stands. A supervisor sets
 * or lifts it with a reason (the API checks the role too); other roles are told why they cannot.
 */
export function LegalHoldSection({ caseId, hold }: { caseId: string; hold: LegalHoldReply | null }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const change = useMutation({
    mutationFn: ({ action, given }: { action: typeof SET | typeof LIFT; given: string }) =>
      callApi(action, { params: { caseId }, body: { reason: given } }),
    onSuccess: () => {
      setReason('');
      return queryClient.invalidateQueries({ queryKey: ['case', caseId] });
    },
  });
  const mayChange = session.may(hold ? LIFT : SET);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    setMissing(given === '');
    if (given !== '') change.mutate({ action: hold ? LIFT : SET, given });
  };
  const refusal =
    change.error instanceof ApiError
      ? (change.error.fields.reason ?? change.error.message)
      : change.error
        ? t('errors.load')
        : null;

  return (
    <section aria-labelledby="legal-hold-title">
      <h2 id="legal-hold-title">{t('legalHold.title')}</h2>
      {hold ? (
        <dl className="facts">
          <dt>{t('legalHold.setBy')}</dt>
          <dd>{hold.set_by.name}</dd>
          <dt>{t('legalHold.setAt')}</dt>
          <dd>{formatDateTime(hold.set_at, i18n.language)}</dd>
          <dt>{t('legalHold.reason')}</dt>
          <dd>{hold.reason}</dd>
        </dl>
      ) : (
        <p>{t('legalHold.none')}</p>
      )}
      {mayChange ? (
        <form onSubmit={submit} noValidate>
          <label htmlFor={reasonId}>{hold ? t('legalHold.liftReason') : t('legalHold.setReason')}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            aria-invalid={missing || Boolean(refusal)}
            aria-describedby={missing || refusal ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {(missing || refusal) && (
            <p id={`${reasonId}-error`} role="alert" className="error">
              {missing ? t('legalHold.reasonRequired') : refusal}
            </p>
          )}
          <button type="submit" disabled={change.isPending}>
            {hold ? t('legalHold.lift') : t('legalHold.set')}
          </button>
        </form>
      ) : (
        <p className="hint">{t('legalHold.supervisorsOnly')}</p>
      )}
      <div role="status">
        {change.isSuccess && (
          <p>{change.variables.action === SET ? t('legalHold.setDone') : t('legalHold.liftDone')}</p>
        )}
      </div>
    </section>
  );
}
