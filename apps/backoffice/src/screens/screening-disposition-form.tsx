import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';
import type { CaseScreeningHit } from './screening-hit-types';
import { useRefreshScreening } from './screening-hits-api';

type Move = 'clear' | 'propose' | 'confirm' | 'true_match';

/**
 * What an operator may do with an open hit, and why not when they may not: a false positive is
 * cleared at once, or for a strong hit proposed by one operator and confirmed by another; a true
 * match is a supervisor's. The reason is required; the API's refusals (409, 403) are shown here.
 */
export function ScreeningDispositionForm({ caseId, hit }: { caseId: string; hit: CaseScreeningHit }) {
  const { t } = useTranslation();
  const { operator, may } = useSession();
  const refresh = useRefreshScreening(caseId);
  const reasonId = useId();
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The button pressed: the form has one reason and up to two moves.
  const pressed = useRef<Move | null>(null);
  if (!operator || hit.status !== 'open') return null;
  if (!may('POST /backoffice/screening/hits/{hitId}/disposition')) return null;

  const proposal = hit.proposal;
  const proposedByMe = proposal !== null && proposal.by.id === operator.id;
  const falsePositive: Move | null = !hit.strong
    ? 'clear'
    : proposal === null
      ? 'propose'
      : proposedByMe
        ? null
        : 'confirm';
  const trueMatchAllowed = operator.role === 'supervisor';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const move = pressed.current;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setError(null);
    setFieldError(null);
    if (!move) return;
    // Confirming a proposal agrees with the proposer's reason; every other move gives its own.
    if (!reason && move !== 'confirm') {
      setFieldError(t('screening.hits.reasonRequired'));
      event.currentTarget.querySelector<HTMLTextAreaElement>('textarea')?.focus();
      return;
    }
    setBusy(true);
    try {
      if (move === 'confirm')
        await callApi('POST /backoffice/screening/hits/{hitId}/confirm', {
          params: { hitId: hit.id },
        });
      else
        await callApi('POST /backoffice/screening/hits/{hitId}/disposition', {
          params: { hitId: hit.id },
          body: { disposition: move === 'true_match' ? 'true_match' : 'false_positive', reason },
        });
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.reason) setFieldError(failure.fields.reason);
      else setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${reasonId}-error`;
  return (
    <form className="disposition" onSubmit={submit} noValidate>
      <label htmlFor={reasonId}>{t('screening.hits.reason')}</label>
      <textarea
        id={reasonId}
        name="reason"
        rows={2}
        required
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
      />
      {fieldError && (
        <p id={errorId} className="field-error">
          {fieldError}
        </p>
      )}
      <div className="actions-bar">
        {falsePositive && (
          <button type="submit" disabled={busy} onClick={() => (pressed.current = falsePositive)}>
            {t(`screening.hits.${falsePositive}`)}
          </button>
        )}
        {trueMatchAllowed && (
          <button type="submit" disabled={busy} onClick={() => (pressed.current = 'true_match')}>
            {t('screening.hits.true_match')}
          </button>
        )}
      </div>
      {proposedByMe && <p className="hint">{t('screening.hits.proposedByYou')}</p>}
      {!trueMatchAllowed && <p className="hint">{t('screening.hits.trueMatchSupervisor')}</p>}
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
